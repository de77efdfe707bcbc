import {
  buildQuery,
  type Lang,
  type PrescriptionsAnswer,
  prescriptionsAnswer,
  type RenewalAnswer,
  type RenewalRequest,
  renewalAnswer,
} from '@portal/domain';
import { requestJson } from './request';

/** The patient's prescriptions and whether renewals are taken (`GET /api/prescriptions`). */
export function fetchPrescriptions(lang: Lang, signal?: AbortSignal): Promise<PrescriptionsAnswer> {
  return requestJson(`/api/prescriptions${buildQuery({ lang })}`, prescriptionsAnswer, { signal });
}

/** Sends the renewal request as a new conversation (`POST /api/prescriptions/renewal`). */
export function sendRenewal(csrfToken: string, request: RenewalRequest): Promise<RenewalAnswer> {
  return requestJson(`/api/prescriptions/renewal${buildQuery({ csrfToken })}`, renewalAnswer, {
    method: 'POST',
    body: request,
  });
}
