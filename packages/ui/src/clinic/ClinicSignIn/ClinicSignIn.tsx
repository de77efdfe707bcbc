import type { ClinicSignInError } from '@portal/domain';
import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import * as styles from '../clinic.css';

export interface ClinicSignInProps {
  /** Where the staff sign-in starts at the identity provider. */
  signInHref: string;
  /** Why the last sign-in came back without a session. Default: none. */
  error?: ClinicSignInError | null;
}

/**
 * The clinic workspace without a staff session: what it is for and the way to sign in, with why
 * the last attempt failed (a patient's identity is `notStaff`).
 */
export function ClinicSignIn({ signInHref, error = null }: ClinicSignInProps) {
  const words = useWords().conversations.clinic;
  return (
    <div className={`${styles.card} ${styles.narrow}`} data-error={error ?? undefined}>
      <h1 className={styles.title}>{words.title()}</h1>
      <p>{words.signIn.intro()}</p>
      {error !== null && <Notice tone="danger">{words.signIn[error]()}</Notice>}
      <div>
        <ButtonLink href={signInHref}>{words.signIn.button()}</ButtonLink>
      </div>
    </div>
  );
}
