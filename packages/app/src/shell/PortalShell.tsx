import { loadSignedInShell as loadSignedInParts, preloadable, PortalShell as Shell } from '@portal/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Portal } from '../router/PortalContext';
import { usePortal } from '../router/PortalContext';
import { PageTitleProvider, usePageTitle } from './PageTitle';
import { useShellRouter } from './useShellRouter';

// A visitor's page (every page the server draws) goes without the signed-in person's shell: its
// menus, dialogs and timers are a third of the app's first scripts.
const signedInFrame = preloadable(() => import('./SignedInFrame').then((module) => module.SignedInFrame));

/** Whether the page is a signed-in person's, whose shell shows their name, menu and log-out. */
export function hasSignedInShell({ user, session }: Pick<Portal, 'user' | 'session'>): boolean {
  return user !== null || session.isSessionValid;
}

/** Loads the signed-in person's shell; the loader waits for it before it draws such a page. */
export function loadSignedInShell(): Promise<void> {
  return Promise.all([signedInFrame.load(), loadSignedInParts()]).then(() => undefined);
}

/**
 * Every page inside `@portal/ui`'s shell. This only wires: the session's person and menu, the router,
 * the log-out call and the session-expiry timer; what shows is the domain's rule.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const portal = usePortal();
  return (
    <PageTitleProvider>
      {hasSignedInShell(portal) ? (
        <SignedInShell>{children}</SignedInShell>
      ) : (
        <VisitorFrame>{children}</VisitorFrame>
      )}
    </PageTitleProvider>
  );
}

function SignedInShell({ children }: { children: ReactNode }) {
  const Frame = signedInFrame.read();
  return <Frame>{children}</Frame>;
}

/** The shell of a visitor: no name, no menu, nothing to log out of. */
function VisitorFrame({ children }: { children: ReactNode }) {
  const { page } = usePortal();
  const location = useLocation();
  const title = usePageTitle();
  const router = useShellRouter();
  return (
    <Shell page={page} here={location.pathname + location.search} user={null} title={title} router={router}>
      {children}
    </Shell>
  );
}
