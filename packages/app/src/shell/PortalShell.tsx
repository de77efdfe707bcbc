import { shellMenu } from '@portal/domain';
import { PortalShell as Shell } from '@portal/ui';
import type { ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { usePortal } from '../router/PortalContext';
import { useLogOut } from './LogOut';
import { PageTitleProvider, usePageTitle } from './PageTitle';
import { useSessionExpiry } from './useSessionExpiry';

/**
 * Every page inside `@portal/ui`'s shell. This only wires: the session's person and menu, the router,
 * the log-out call and the session-expiry timer; what shows is the domain's rule.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  return (
    <PageTitleProvider>
      <Frame>{children}</Frame>
    </PageTitleProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { page, user, session, brand } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const title = usePageTitle();
  const logOut = useLogOut();
  const warningSeconds = useSessionExpiry();
  // The unread count joins the messages entry when the conversations page is built.
  const menu = user === null ? [] : shellMenu(brand, session);
  return (
    <Shell
      page={page}
      here={location.pathname + location.search}
      user={user}
      menu={menu}
      title={title}
      warningSeconds={warningSeconds}
      onLogout={logOut.ask}
      notifications={logOut.dialog}
      router={{ navigate: (to) => navigate(to), useHref }}
    >
      {children}
    </Shell>
  );
}
