import {
  buildQuery,
  type DataAccessAnswer,
  dataAccessAnswer,
  type GuardiansAnswer,
  guardiansAnswer,
  type Lang,
  type MfaAction,
  type MfaStatusAnswer,
  mfaOnboardingAnswer,
  mfaStatusAnswer,
  plainSuccess,
} from '@portal/domain';
import type { z } from 'zod/mini';
import { requestJson } from './request';

/** One page of who has seen the patient's data (`GET /api/user/data-access?page=`), newest first. */
export function fetchDataAccess(page: number, signal?: AbortSignal): Promise<DataAccessAnswer> {
  return requestJson(`/api/user/data-access${buildQuery({ page })}`, dataAccessAnswer, { signal });
}

/** The SMS login status of the signed-in person (`GET /api/mfa`). */
export function fetchMfaStatus(signal?: AbortSignal): Promise<MfaStatusAnswer> {
  return requestJson('/api/mfa', mfaStatusAnswer, { signal });
}

/** Turns SMS login off, or asks to turn it on (`POST /api/mfa?csrfToken=`). */
export async function toggleMfa(csrfToken: string, action: MfaAction): Promise<void> {
  await requestJson(`/api/mfa${buildQuery({ csrfToken })}`, plainSuccess, {
    method: 'POST',
    body: { action },
  });
}

/** Sends a code to the phone to verify (`POST /api/mfa-onboarding?csrfToken=&lang=`). */
export async function requestMfaCode(csrfToken: string, lang: Lang, phoneNumber: string): Promise<void> {
  await requestJson(`/api/mfa-onboarding${buildQuery({ csrfToken, lang })}`, plainSuccess, {
    method: 'POST',
    body: { phoneNumber },
  });
}

/** Checks the code (`PUT /api/mfa-onboarding?csrfToken=`); answers its `type`, and the tries left. */
export function answerMfaCode(csrfToken: string, code: string): Promise<z.infer<typeof mfaOnboardingAnswer>> {
  return requestJson(`/api/mfa-onboarding${buildQuery({ csrfToken })}`, mfaOnboardingAnswer, {
    method: 'PUT',
    body: { challengeResponseFromUser: [...code] },
  });
}

/** The patient's guardians, view-only (`GET /api/user/guardians`). */
export function fetchGuardians(signal?: AbortSignal): Promise<GuardiansAnswer> {
  return requestJson('/api/user/guardians', guardiansAnswer, { signal });
}
