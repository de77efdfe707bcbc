import { buildPath, isMenuAction, shellMenu } from '@portal/domain';
import { PortalShell as Shell } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { userQuery } from '../api/userQuery';
import { useForgetOtherPeoplesDrafts } from '../drafts/useDraft';
import { usePortal } from '../router/PortalContext';
import { ActingForNotice } from './ActingForNotice';
import { useLogOut } from './LogOut';
import { usePageTitle } from './PageTitle';
import { useSessionExpiry } from './useSessionExpiry';
import { useShellRouter } from './useShellRouter';
import { useUnreadCount } from './useUnreadCount';

/**
 * The shell of a signed-in person: their name and menu, log-out and the session-expiry timer. In a
 * chunk of its own, which the loader fetches before it draws a signed-in page (see PortalShell).
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  const { page, user: patient, session, brand, actingFor, lang } = usePortal();
  // A person signed in without a patient record (registering) is signed in too: the header names
  // them and offers log-out, though the patient menu has nothing for them yet.
  const person = useIdentifiedPerson(patient === null && session.isSessionValid);
  const user = patient ?? person;
  const location = useLocation();
  const title = usePageTitle();
  const router = useShellRouter();
  const logOut = useLogOut();
  const expiry = useSessionExpiry();
  useForgetOtherPeoplesDrafts();
  // Without a patient record only the menu's actions (log-out) are for the person.
  const menu =
    user === null
      ? []
      : patient === null
        ? shellMenu(brand, session)
            .map((group) => ({ ...group, items: group.items.filter((item) => isMenuAction(item.id)) }))
            .filter((group) => group.items.length > 0)
        : shellMenu(brand, session);
  const showsMessages = menu.some((group) => group.items.some((item) => item.id === 'conversations'));
  const unread = useUnreadCount(patient !== null && showsMessages, session.csrfToken);
  // A guardian finds the child choice from every page, not only on the way in (the transaction path).
  const childMattersHref =
    patient !== null && actingFor === null && brand.pages.includes('chooseChild')
      ? buildPath('chooseChild', lang)
      : undefined;
  return (
    <Shell
      page={page}
      here={location.pathname + location.search}
      user={user}
      sessionScope={session.sessionScope}
      menu={menu}
      unread={unread}
      childMattersHref={childMattersHref}
      title={title}
      warningSeconds={expiry.warningSeconds}
      warningKind={expiry.extendable ? 'extendable' : 'final'}
      onContinueSession={expiry.extend}
      onLogout={logOut.ask}
      notifications={logOut.dialog}
      notice={actingFor ? <ActingForNotice /> : null}
      router={router}
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
