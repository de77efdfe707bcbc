import { type ReactNode, useRef } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import * as styles from './InPlacePortal.css';

/**
 * Makes the react-aria overlays inside (popovers, toasts) render into this spot of the page instead of
 * `document.body`, so they stay inside the brand's theme element and keep its look. Adds no box.
 */
export function InPlacePortal({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div ref={container} className={styles.container}>
      <PortalProvider getContainer={() => container.current}>{children}</PortalProvider>
    </div>
  );
}
