import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../a11y/visuallyHidden.css';
import { HelpIcon } from '../icons';
import { NavigationDrawer } from '../signedIn';
import * as styles from './Header.css';
import type { NavigationDrawerProps } from './NavigationDrawer';

/** A link of the header. */
export interface HeaderLink {
  /** Where it goes. */
  href: string;
  /** Its words; for an icon link, its accessible name. */
  label: string;
}

export interface HeaderProps {
  /** The brand mark (`Logo`), shown inside the link home; none where the brand is unknown (an error). */
  logo?: ReactNode;
  /** The link home; its label names the brand's front page, e.g. "Aava front page". */
  home?: HeaderLink;
  /** The page's own title, repeated in the bar (the page's `h1` stays in the main content). */
  title?: string;
  /** The menu behind the hamburger button on small and medium screens; none for a signed-out visitor. */
  navigation?: NavigationDrawerProps;
  /** The `LanguagePicker`. */
  languages: ReactNode;
  /** The help icon link; the caller gives it only where the help page exists (Finnish, signed in). */
  help?: HeaderLink;
  /** The `UserMenu` of a signed-in person, or a log-in link. */
  account?: ReactNode;
}

/**
 * The header landmark of every page: hamburger (small and medium screens), logo, page title, language
 * picker, help and account. It decides nothing: the caller passes only what the person may see.
 */
export function Header({ logo, home, title, navigation, languages, help, account }: HeaderProps) {
  return (
    <header className={styles.header} data-has-navigation={navigation !== undefined || undefined}>
      <div className={styles.start}>
        {navigation !== undefined && <NavigationDrawer {...navigation} />}
        {home !== undefined && (
          <Link href={home.href} aria-label={home.label} className={styles.home}>
            {logo}
          </Link>
        )}
      </div>
      {title !== undefined && <p className={styles.title}>{title}</p>}
      <div className={styles.languages}>{languages}</div>
      <div className={styles.end}>
        {help !== undefined && (
          <Link href={help.href} className={styles.iconLink}>
            <HelpIcon />
            <span className={visuallyHidden}>{help.label}</span>
          </Link>
        )}
        {account}
      </div>
    </header>
  );
}
