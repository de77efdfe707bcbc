import { buildPath, shellName } from '@portal/domain';
import { Header, Logo, UserMenu } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';
import type { ShownPage } from '../router/resolvePage';
import { LanguagePicker } from './LanguagePicker';
import { usePageTitle } from './PageTitle';

// The sign-in pages are themselves the way in; a header log-in link there would only repeat them.
const signInPages: readonly ShownPage[] = ['front', 'login', 'smsCode', 'sessionExpired'];

export interface PortalHeaderProps {
  /** The side navigation for the small-screen drawer; none for a visitor or a page of the sign-in flow. */
  navigation?: ReactNode;
  /** Opens the log-out confirmation. */
  onLogout: () => void;
}

/** The header of every page: what the person sees in it is decided here, the look in `@portal/ui`. */
export function PortalHeader({ navigation, onLogout }: PortalHeaderProps) {
  const LL = useI18n();
  const { lang, page, user, brand } = usePortal();
  const location = useLocation();
  const title = usePageTitle();

  let account: ReactNode = null;
  if (user !== null) {
    const name = shellName(user);
    account = (
      <UserMenu
        name={`${name.firstName} ${name.lastName}`}
        myInformation={{ label: LL.shell.userMenu.myInformation(), href: buildPath('myInformation', lang) }}
        logoutLabel={LL.shell.logout.button()}
        onLogout={onLogout}
      />
    );
  } else if (!signInPages.includes(page)) {
    account = (
      <Link to={buildPath('login', lang, undefined, { next: location.pathname + location.search })}>
        {LL.shell.login.button()}
      </Link>
    );
  }

  return (
    <Header
      logo={<Logo name={brand.displayName} proportion={brand.headerImageProportion} />}
      home={{ href: buildPath('front', lang), label: LL.shell.header.homeLink({ brand: brand.displayName }) }}
      title={title}
      navigation={
        navigation === undefined
          ? undefined
          : {
              openLabel: LL.shell.header.openMenu(),
              closeLabel: LL.shell.header.closeMenu(),
              children: navigation,
            }
      }
      languages={<LanguagePicker />}
      // The help pages are in Finnish only, and for signed-in people (messaging-invoices-shell.md §6).
      help={
        user !== null && lang === 'fi'
          ? { href: buildPath('help', 'fi'), label: LL.shell.header.help() }
          : undefined
      }
      account={account}
    />
  );
}
