import { buildQuery, type CertificatesAnswer, certificatesAnswer, type Lang } from '@portal/domain';
import { requestJson } from './request';

/** The patient's sick-leave certificates (`GET /api/certificates`). */
export function fetchCertificates(lang: Lang, signal?: AbortSignal): Promise<CertificatesAnswer> {
  return requestJson(`/api/certificates${buildQuery({ lang })}`, certificatesAnswer, { signal });
}

/** A certificate's PDF (`GET /api/certificates/{id}/pdf`), downloaded by the browser itself. */
export function certificatePdfHref(id: number, lang: Lang): string {
  return `/api/certificates/${id}/pdf${buildQuery({ lang })}`;
}
