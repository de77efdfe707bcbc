import type { ReactNode } from 'react';
import * as styles from './PageFrame.css';

export interface PageFrameProps {
  /** Words of the "skip to main content" link, the first stop of the keyboard. */
  skipToContentLabel: string;
  /** The `Header`. */
  header: ReactNode;
  /** The `SideNavigation`, beside the page on large screens (the header's drawer has it on smaller ones). */
  navigation?: ReactNode;
  /** The `Footer`; pages of the sign-in flow go without. */
  footer?: ReactNode;
  /** Toasts such as the `SessionWarning`, outside the main content so they survive a page change. */
  notifications?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every page: a skip link, the header, the menu beside the page on large screens, the
 * main landmark and the footer. Layout only; the parts decide their own content.
 */
export function PageFrame({
  skipToContentLabel,
  header,
  navigation,
  footer,
  notifications,
  children,
}: PageFrameProps) {
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {skipToContentLabel}
      </a>
      {header}
      <div className={styles.body} data-has-navigation={navigation !== undefined || undefined}>
        {navigation !== undefined && <div className={styles.aside}>{navigation}</div>}
        {/* tabIndex lets the skip link move focus here, not only scroll. */}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {footer}
      {notifications}
    </div>
  );
}
