import { type Lang, languages, type StaffRole } from '@portal/domain';
import type { ReactNode } from 'react';
import { Button } from '../../Button';
import { useLang, useWords } from '../../i18n';
import * as styles from '../clinic.css';

/** The signed-in staff member, as the frame names them. */
export interface ClinicStaff {
  firstName: string;
  lastName: string;
  role: StaffRole;
}

export interface ClinicFrameProps {
  /** The signed-in staff member; none before signing in. */
  staff: ClinicStaff | null;
  /** The same view in another language. */
  languageHref: (lang: Lang) => string;
  onSignOut: () => void;
  children: ReactNode;
}

const languageNames: Record<Lang, string> = { fi: 'Suomeksi', sv: 'På svenska', en: 'In English' };

/**
 * The clinic workspace's own frame, apart from the patients' portal: its name, who is signed in,
 * the languages and signing out, and the view below.
 */
export function ClinicFrame({ staff, languageHref, onSignOut, children }: ClinicFrameProps) {
  const words = useWords().conversations.clinic;
  const current = useLang();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.title}>{words.title()}</p>
        <nav aria-label={words.languages()}>
          <ul className={styles.languages}>
            {languages
              .filter((lang) => lang !== current)
              .map((lang) => (
                <li key={lang} lang={lang}>
                  <a href={languageHref(lang)}>{languageNames[lang]}</a>
                </li>
              ))}
          </ul>
        </nav>
        {staff !== null && (
          <div className={styles.who}>
            <span>
              {words.signedInAs({
                name: `${staff.firstName} ${staff.lastName}`,
                role: words.roles[staff.role](),
              })}
            </span>
            <Button variant="secondary" onPress={onSignOut}>
              {words.signOut()}
            </Button>
          </div>
        )}
      </header>
      <main className={styles.page}>{children}</main>
    </div>
  );
}
