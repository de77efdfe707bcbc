import { isMenuAction, shellMenu } from '@portal/domain';
import { PortalShell as Shell } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { userQuery } from '../api/userQuery';
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
  const { page, user: patient, session, brand } = usePortal();
  // A person signed in without a patient record (registering) is signed in too: the header names
  // them and offers log-out, though the patient menu has nothing for them yet.
  const person = useIdentifiedPerson(patient === null && session.isSessionValid);
  const user = patient ?? person;
  const location = useLocation();
  const navigate = useNavigate();
  const title = usePageTitle();
  const logOut = useLogOut();
  const warningSeconds = useSessionExpiry();
  // The unread count joins the messages entry when the conversations page is built.
  // Without a patient record only the menu's actions (log-out) are for the person.
  const menu =
    user === null
      ? []
      : patient === null
        ? shellMenu(brand, session)
            .map((group) => ({ ...group, items: group.items.filter((item) => isMenuAction(item.id)) }))
            .filter((group) => group.items.length > 0)
        : shellMenu(brand, session);
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

/** The names the identification told of a signed-in person who has no patient record yet. */
function useIdentifiedPerson(enabled: boolean): { firstName: string; lastName: string } | null {
  const read = useQuery({ ...userQuery(), enabled });
  const person = read.data?.person;
  if (!enabled || person === undefined) return null;
  return {
    firstName: person.givenName ?? person.obfuscatedPersonalIdentityCode,
    lastName: person.familyName ?? '',
  };
}
