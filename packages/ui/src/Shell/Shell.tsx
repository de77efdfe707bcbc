import type { ReactNode } from 'react';
import * as styles from './Shell.css';

export interface ShellProps {
  /** The brand mark at the start of the header, usually a link to the front page. */
  brand: ReactNode;
  /** What the header holds at its end: the language picker, the user's name, log in or log out. */
  actions?: ReactNode;
  /** Words of the "skip to main content" link, the first stop of the keyboard. */
  skipToContentLabel: string;
  /** The page. */
  children: ReactNode;
}

/**
 * The page frame: a skip link, the header landmark and the main landmark. Menu and footer come later;
 * the sign-in pages have neither.
 */
export function Shell({ brand, actions, skipToContentLabel, children }: ShellProps) {
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main">
        {skipToContentLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>{brand}</div>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </header>
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
