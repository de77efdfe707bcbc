import { buildQuery } from '@portal/domain';
import { requestJson } from './request';
import { logoutAnswer, type MfaResponse, pinAnswer, type SessionAnswer, sessionAnswer } from './schemas';

/** Reads the caller's session (`GET /api/session`). */
export function fetchSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson('/api/session', sessionAnswer, { signal });
}

/** Sends the SMS code of the second factor (`POST /api/pin`) and answers the server's verdict. */
export async function sendSmsCode(csrfToken: string, pin: string): Promise<MfaResponse> {
  const answer = await requestJson(`/api/pin${buildQuery({ csrfToken })}`, pinAnswer, {
    method: 'POST',
    body: { pin },
  });
  return answer.mfaResponse;
}

/** Ends the session (`POST /api/logout`). */
export async function logOut(csrfToken: string): Promise<void> {
  await requestJson(`/api/logout${buildQuery({ csrfToken })}`, logoutAnswer, { method: 'POST' });
}
