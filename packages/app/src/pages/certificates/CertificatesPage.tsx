import { loadPageWords } from '@portal/i18n/lazy';
import { CertificateList, type CertificateListState, ListPageView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { certificatePdfHref, fetchCertificates } from '../../api/certificates';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';

/** `/{lang}/{certificates word}`: the sick-leave certificates, each as a PDF. */
export function CertificatesPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the lazy page's suspense waits).
  use(loadPageWords(lang, 'certificates'));
  return useSignInRedirect() ?? <Certificates />;
}

function Certificates() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.certificates.list.title());
  const read = useQuery({
    queryKey: ['certificates', lang],
    queryFn: ({ signal }) => fetchCertificates(lang, signal),
  });
  const state: CertificateListState = read.data
    ? { kind: 'ready', certificates: read.data.certificates }
    : read.isError
      ? { kind: 'error', isRetrying: read.isFetching }
      : { kind: 'loading' };
  return (
    <ListPageView title={LL.certificates.list.title()} intro={LL.certificates.list.intro()}>
      <CertificateList
        state={state}
        pdfHref={(certificate) => certificatePdfHref(certificate.id, lang)}
        onRetry={() => void read.refetch()}
      />
    </ListPageView>
  );
}
