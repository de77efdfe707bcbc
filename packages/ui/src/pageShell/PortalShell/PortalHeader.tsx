import {
  type BrandConfig,
  buildPath,
  type MenuAction,
  otherLanguages,
  type PersonName,
  type ShellParts,
  shellName,
  switchLanguage,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useLang, useWords } from '../../i18n';
import { Header } from '../Header';
import { LanguagePicker } from '../LanguagePicker';
import { Logo } from '../Logo';
import type { NavigationBadge } from '../SideNavigation';
import { UserMenu } from '../signedIn';

export interface PortalHeaderProps {
  brand: BrandConfig;
  /** The domain's `shellParts` of the page. */
  parts: ShellParts;
  /** The address now (path and query): the language links keep it, the log-in link returns to it. */
  here: string;
  /** The signed-in person; `null` for a visitor. */
  user: PersonName | null;
  /** The page's title in the bar. */
  title?: string;
  /** The side navigation for the small-screen drawer. */
  navigation?: ReactNode;
  /** The unread count of the navigation's messages entry, carried on the menu button too. */
  unread?: NavigationBadge;
  /** The child choice, for the user menu's child's-matters entry; none while acting for a child. */
  childMattersHref?: string;
  /** Opens the confirmation of logging out here or on all devices. */
  onLogout: (action: MenuAction, returnFocusTo?: HTMLElement | null) => void;
}

/** The header of every page: the parts the domain's rule gives the page, with their words and links. */
export function PortalHeader({
  brand,
  parts,
  here,
  user,
  title,
  navigation,
  unread,
  childMattersHref,
  onLogout,
}: PortalHeaderProps) {
  const LL = useWords();
  const lang = useLang();

  let account: ReactNode = null;
  if (user !== null && parts.userMenu) {
    const name = shellName(user);
    account = (
      <UserMenu
        name={`${name.firstName} ${name.lastName}`}
        myInformation={
          parts.myInformation
            ? { label: LL.shell.userMenu.myInformation(), href: buildPath('myInformation', lang) }
            : undefined
        }
        childMatters={
          childMattersHref === undefined
            ? undefined
            : { label: LL.shell.userMenu.childMatters(), href: childMattersHref }
        }
        logoutLabel={LL.shell.logout.button()}
        logoutAllDevicesLabel={LL.shell.logout.allDevicesButton()}
        onLogout={onLogout}
      />
    );
  } else if (parts.loginLink) {
    account = (
      <Link href={buildPath('login', lang, undefined, { next: here })}>{LL.shell.login.button()}</Link>
    );
  }

  return (
    <Header
      logo={<Logo name={brand.displayName} proportion={brand.headerImageProportion} size="fit" />}
      home={{ href: buildPath('front', lang), label: LL.shell.header.homeLink({ brand: brand.displayName }) }}
      title={title}
      navigation={
        navigation === undefined
          ? undefined
          : {
              openLabel: LL.shell.header.openMenu(),
              closeLabel: LL.shell.header.closeMenu(),
              children: navigation,
              badge: unread,
            }
      }
      languages={
        // The language links load the page anew (messaging-invoices-shell.md §2), so they are plain links.
        <LanguagePicker
          label={LL.shell.languagePicker.label()}
          links={otherLanguages(lang).map((other) => ({
            lang: other,
            href: switchLanguage(here, other),
            label: LL.shell.languagePicker[other](),
          }))}
        />
      }
      help={parts.help ? { href: buildPath('help', 'fi'), label: LL.shell.header.help() } : undefined}
      account={account}
    />
  );
}
