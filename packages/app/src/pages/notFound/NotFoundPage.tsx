import { NotFoundView } from '@portal/ui';
import { useI18n } from '../../i18n/I18nProvider';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** Any address that is no page of the service. */
export function NotFoundPage() {
  const LL = useI18n();
  useDocumentTitle(LL.errors.notFound.title());
  return <NotFoundView />;
}
