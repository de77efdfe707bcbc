import { buildPath, shellName } from '@portal/domain';
import { FrontDoorView } from '@portal/ui';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** `/{lang}`: the welcome of a signed-in patient; booking and the way in for everybody else. */
export function FrontPage() {
  const { user } = usePortal();
  // The welcome names the first of the given names, as the rest of the shell does.
  return user === null ? <FrontDoor /> : <Welcome firstName={shellName(user).firstName} />;
}

function Welcome({ firstName }: { firstName: string }) {
  const LL = useI18n();
  const { brand } = usePortal();
  useDocumentTitle(LL.frontPage.title());
  return <h1>{LL.frontPage.welcome({ brand: brand.displayName, firstName })}</h1>;
}

function FrontDoor() {
  const LL = useI18n();
  const { brand, lang } = usePortal();
  useDocumentTitle(LL.frontPage.title());
  return (
    <FrontDoorView
      brandName={brand.displayName}
      bookingHref={buildPath('visitTypeLanding', lang)}
      signInHref={strongAuthenticationUrl(lang, null)}
    />
  );
}
