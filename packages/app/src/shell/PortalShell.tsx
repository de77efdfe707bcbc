import { buildPath } from '@portal/domain';
import { Shell } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';
import type { ShownPage } from '../router/resolvePage';
import { LanguagePicker } from './LanguagePicker';
import { LogOut } from './LogOut';

// The sign-in pages are themselves the way in; a header log-in link there would only repeat them.
const signInPages: readonly ShownPage[] = ['front', 'login', 'smsCode', 'sessionExpired'];

/** The header of every page (brand, languages, log in or out) around the page itself. */
export function PortalShell({ children }: { children: ReactNode }) {
  const LL = useI18n();
  const { lang, page, user, brand } = usePortal();
  const location = useLocation();
  const signIn = !signInPages.includes(page) && user === null;

  return (
    <Shell
      skipToContentLabel={LL.shell.header.skipToContent()}
      brand={
        <Link
          to={buildPath('front', lang)}
          aria-label={LL.shell.header.homeLink({ brand: brand.displayName })}
        >
          {brand.displayName}
        </Link>
      }
      actions={
        <>
          <LanguagePicker />
          {user !== null && (
            <>
              <span>
                {user.firstName} {user.lastName}
              </span>
              <LogOut />
            </>
          )}
          {signIn && (
            <Link to={buildPath('login', lang, undefined, { next: location.pathname + location.search })}>
              {LL.shell.login.button()}
            </Link>
          )}
        </>
      }
    >
      {children}
    </Shell>
  );
}
