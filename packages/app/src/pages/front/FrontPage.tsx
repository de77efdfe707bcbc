import { shellName } from '@portal/domain';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { LoginContent } from '../login';

/** `/{lang}`: the welcome of a signed-in patient; the way in for everybody else. */
export function FrontPage() {
  const { user } = usePortal();
  // The welcome names the first of the given names, as the rest of the shell does.
  return user === null ? <LoginContent next={null} /> : <Welcome firstName={shellName(user).firstName} />;
}

function Welcome({ firstName }: { firstName: string }) {
  const LL = useI18n();
  const { brand } = usePortal();
  useDocumentTitle(LL.frontPage.title());
  return <h1>{LL.frontPage.welcome({ brand: brand.displayName, firstName })}</h1>;
}
