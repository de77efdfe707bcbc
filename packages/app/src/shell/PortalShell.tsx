import { featureSet, menuFor } from '@portal/domain';
import { LinkRouter, PageFrame, SessionWarning, SideNavigation, ToastProvider } from '@portal/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';
import type { ShownPage } from '../router/resolvePage';
import { isBuilt } from './builtPages';
import { useLogOut } from './LogOut';
import { navigationGroups } from './navigationGroups';
import { PageTitleProvider } from './PageTitle';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { useSessionExpiry } from './useSessionExpiry';

// The session-timed-out and SMS code pages have no menu and no footer (messaging-invoices-shell.md §2).
const barePages: readonly ShownPage[] = ['smsCode', 'sessionExpired'];

/** Every page inside the shell: header, menu, footer, the session warnings and log-out. */
export function PortalShell({ children }: { children: ReactNode }) {
  const LL = useI18n();
  return (
    // One notifications region for the session warnings and the pages' own toasts.
    <ToastProvider label={LL.shell.sessionWarning.regionLabel()}>
      <PageTitleProvider>
        <Frame>{children}</Frame>
      </PageTitleProvider>
    </ToastProvider>
  );
}

/**
 * The shell's react-aria links and menu items (logo, menu, user menu) move within the app, as router
 * links do. Only the shell's: a page's links may lead to the server (strong identification).
 */
function AppLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <LinkRouter navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </LinkRouter>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const LL = useI18n();
  const { lang, page, user, session, brand } = usePortal();
  const logOut = useLogOut();
  const warningSeconds = useSessionExpiry();
  const bare = barePages.includes(page);

  let navigation: ReactNode;
  if (user !== null && !bare) {
    const features = featureSet(session.features);
    const menu = menuFor(brand, {
      features,
      hasOccupationalCare: session.healthCareType === 'occupational',
      // The membership comes to the session as the per-member flag.
      isSicknessFundMember: features.has('is-finnair-sickness-fund-member'),
    });
    // The unread count joins the messages entry when the conversations page is built.
    const groups = navigationGroups(menu, { LL, lang, page, user, isBuilt, onLogout: logOut.ask });
    navigation = (
      <AppLinks>
        <SideNavigation label={LL.shell.navigation.label()} groups={groups} />
      </AppLinks>
    );
  }

  return (
    <PageFrame
      skipToContentLabel={LL.shell.header.skipToContent()}
      header={
        <AppLinks>
          <PortalHeader navigation={navigation} onLogout={logOut.ask} />
        </AppLinks>
      }
      navigation={navigation}
      footer={bare ? undefined : <PortalFooter />}
      notifications={
        <>
          <SessionWarning
            message={warningSeconds === null ? null : LL.shell.sessionWarning.text({ n: warningSeconds })}
          />
          {logOut.dialog}
        </>
      }
    >
      {children}
    </PageFrame>
  );
}
