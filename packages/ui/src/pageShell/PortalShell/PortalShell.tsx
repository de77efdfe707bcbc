import {
  brandConfig,
  type MenuAction,
  type MenuGroup,
  type PersonName,
  type ShellPage,
  shellParts,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLang, useWords } from '../../i18n';
import { ToastProvider } from '../../Toast';
import { useBrand } from '../../theme/ThemeProvider';
import { PageFrame } from '../PageFrame';
import { SessionWarning, type SessionWarningKind } from '../SessionWarning';
import { SideNavigation } from '../signedIn';
import { navigationGroups, unreadBadge } from './navigationGroups';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/**
 * Moves the links of the shell and of the page within an app's router instead of loading a page.
 * `navigate` decides which addresses the app draws and loads the others (the API, sign-in) whole.
 */
export interface ShellRouter {
  navigate: (to: string) => void;
  useHref: (to: string) => string;
}

export interface PortalShellProps {
  /** The page framed; with `user` it decides the parts shown (the domain's `shellParts`). */
  page: ShellPage;
  /** The address now, path and query: the language links keep it, the log-in link returns to it. */
  here: string;
  /** The signed-in person; `null` for a visitor. */
  user: PersonName | null;
  /**
   * The session's scope: `inAppBooking`, the booking embedded in the mobile app, shows the header's
   * logo, title and languages only (the domain's `shellParts`). Default: the web portal's whole shell.
   */
  sessionScope?: string | null;
  /** The signed-in person's menu, the domain's `shellMenu`. Default: none. */
  menu?: readonly MenuGroup[];
  /** Unread messages, shown on the messages entry. Default: unknown, no count. */
  unread?: number;
  /**
   * The child choice, offered in the user menu to a signed-in person who is not acting for a child
   * already. Default: none.
   */
  childMattersHref?: string;
  /** The page's title, repeated in the header bar. Default: none. */
  title?: string;
  /** Seconds left that the session warning says; `null` or absent shows none. */
  warningSeconds?: number | null;
  /**
   * What the session warning offers: `extendable` says to save and offers Continue (with
   * `onContinueSession`); `final` says the session ends and cannot be extended. Default `extendable`.
   */
  warningKind?: SessionWarningKind;
  /** Extends the session: the warning's Continue button. Default: none, no button. */
  onContinueSession?: () => void;
  /**
   * Opens the confirmation of logging out here (`logout`) or on all devices (`logoutAllDevices`),
   * from the user menu and the small-screen menu. Default: does nothing.
   */
  onLogout?: (action: MenuAction, returnFocusTo?: HTMLElement | null) => void;
  /** More notifications beside the session warning, such as the log-out dialog. */
  notifications?: ReactNode;
  /** The app's router for the links of the shell and the page. Default: links load pages. */
  router?: ShellRouter;
  /**
   * A notice under the header on every page, such as whose matters a guardian acting for a child is
   * handling (`ActingForBanner`). Default: none.
   */
  notice?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * Every page inside the shell (messaging-invoices-shell.md §2): header, menu, footer and the session
 * warning, in the brand and language of the providers above. What shows is the domain's rule; the app
 * and the stories render this same component.
 */
export function PortalShell({
  page,
  here,
  user,
  sessionScope = null,
  menu = [],
  unread,
  childMattersHref,
  title,
  warningSeconds = null,
  warningKind = 'extendable',
  onContinueSession,
  onLogout = () => {},
  notifications,
  router,
  notice,
  children,
}: PortalShellProps) {
  const LL = useWords();
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  const parts = shellParts({ page, lang, signedIn: user !== null, scope: sessionScope });

  const navigation =
    user !== null && parts.menu ? (
      <Links router={router}>
        <SideNavigation
          label={LL.shell.navigation.label()}
          groups={navigationGroups(menu, { LL, lang, page, user, unread, onLogout })}
        />
      </Links>
    ) : undefined;

  return (
    // One notifications region for the session warnings and the pages' own toasts.
    <ToastProvider label={LL.shell.sessionWarning.regionLabel()}>
      <PageFrame
        // The path alone: a change of the query (a list's filter) is no new page.
        pageKey={here.split('?')[0]}
        skipToContentLabel={LL.shell.header.skipToContent()}
        header={
          <>
            <Links router={router}>
              <PortalHeader
                brand={brand}
                parts={parts}
                here={here}
                user={user}
                title={title}
                navigation={navigation}
                unread={unreadBadge(LL, unread)}
                childMattersHref={childMattersHref}
                onLogout={onLogout}
              />
            </Links>
            {notice}
          </>
        }
        navigation={navigation}
        footer={
          parts.footer ? (
            <PortalFooter brand={brand} terms={parts.terms} accessibility={parts.accessibility} />
          ) : undefined
        }
        notifications={
          <>
            <SessionWarning
              message={warningMessage(LL, warningKind, warningSeconds)}
              action={
                warningKind === 'extendable' && onContinueSession !== undefined
                  ? { label: LL.shell.sessionWarning.continue(), onPress: onContinueSession }
                  : null
              }
            />
            {notifications}
          </>
        }
      >
        <Links router={router}>{children}</Links>
      </PageFrame>
    </ToastProvider>
  );
}

/** The links inside follow the app's router, whose `navigate` sends server addresses to the server. */
function Links({ router, children }: { router: ShellRouter | undefined; children: ReactNode }) {
  if (router === undefined) return children;
  return (
    <RouterProvider navigate={router.navigate} useHref={router.useHref}>
      {children}
    </RouterProvider>
  );
}

/** The words of the session warning of a kind, or none without a warning. */
function warningMessage(
  LL: ReturnType<typeof useWords>,
  kind: SessionWarningKind,
  seconds: number | null,
): string | null {
  if (seconds === null) return null;
  switch (kind) {
    case 'extendable':
      return LL.shell.sessionWarning.text({ n: seconds });
    case 'final':
      return LL.shell.sessionWarning.final({ n: seconds });
    default:
      return kind satisfies never;
  }
}
