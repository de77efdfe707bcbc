import { followsInApp } from '@portal/domain';
import type { ShellRouter } from '@portal/ui';
import { useNavigate, useHref as useRouterHref } from 'react-router';
import { useFullPageNavigation } from '../navigation/FullPageNavigation';
import { usePortal } from '../router/PortalContext';

/**
 * The router the links of the shell and of the page follow: a page the app draws changes in the app,
 * so its heading takes focus and its title is said; anything else the server serves (the API, PDFs,
 * sign-in, a page in another language) loads whole.
 */
export function useShellRouter(): ShellRouter {
  const { lang } = usePortal();
  const navigate = useNavigate();
  const fullPage = useFullPageNavigation();
  return {
    navigate: (to) => {
      if (followsInApp(to, lang)) void navigate(to);
      else fullPage.assign(to);
    },
    useHref: useLinkHref,
  };
}

/** A link's address as the page shows it: a `tel:` or another site's address is kept as it is. */
function useLinkHref(to: string): string {
  const { lang } = usePortal();
  const resolved = useRouterHref(to);
  return followsInApp(to, lang) ? resolved : to;
}
