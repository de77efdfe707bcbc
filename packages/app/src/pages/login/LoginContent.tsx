import { LoginView, type LoginViewState } from '@portal/ui';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

export interface LoginContentProps {
  /** Where to return after signing in; ignored unless a safe path of this site. Default: the front page. */
  next: string | null;
  /** What to say above the way in (a failed identification, too many starts). Default `ready`. */
  state?: LoginViewState;
}

/** The way in: strong identification with bank credentials or a mobile certificate. */
export function LoginContent({ next, state = 'ready' }: LoginContentProps) {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.auth.login.title());
  return <LoginView signInHref={strongAuthenticationUrl(lang, next)} state={state} />;
}
