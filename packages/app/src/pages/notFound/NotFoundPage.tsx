import { buildPath } from '@portal/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** Any address that is no page of the service (patient-area.md §8: "Could not find current page"). */
export function NotFoundPage() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.errors.notFound.title());
  return (
    <>
      <h1>{LL.errors.notFound.title()}</h1>
      <p>{LL.errors.notFound.text()}</p>
      <p>
        <Link to={buildPath('front', lang)}>{LL.errors.notFound.frontPageLink()}</Link>
      </p>
    </>
  );
}
