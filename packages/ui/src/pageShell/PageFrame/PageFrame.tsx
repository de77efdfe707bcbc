import { type ReactNode, useRef } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import { visuallyHidden } from '../a11y/visuallyHidden.css';
import * as styles from './PageFrame.css';
import { usePageChange } from './usePageChange';

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
  /**
   * Names the page shown, e.g. its path: when it changes, focus moves to the new page's heading and
   * a live region says its title. Default: none, nothing moves.
   */
  pageKey?: string;
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
  pageKey,
  children,
}: PageFrameProps) {
  const main = useRef<HTMLElement>(null);
  const popups = useRef<HTMLDivElement>(null);
  const announcement = usePageChange(main, pageKey);
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {skipToContentLabel}
      </a>
      {header}
      <div className={styles.body} data-has-navigation={navigation !== undefined || undefined}>
        {navigation !== undefined && <div className={styles.aside}>{navigation}</div>}
        {/* tabIndex lets the skip link move focus here, not only scroll. */}
        <main ref={main} id="main" tabIndex={-1} className={styles.main}>
          {/* The page's popovers (a combo box's list, a calendar) open inside the main landmark, at its
              end, not loose in the body where no landmark holds them. */}
          <PortalProvider getContainer={() => popups.current}>{children}</PortalProvider>
          <div ref={popups} className={styles.popups} data-part="popups" />
        </main>
      </div>
      {footer}
      {notifications}
      {/* Says the new page's title after an in-app page change, which a screen reader would not hear. */}
      <p aria-live="polite" aria-atomic="true" className={visuallyHidden} data-part="page-announcer">
        {announcement}
      </p>
    </div>
  );
}
