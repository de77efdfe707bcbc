import {
  buildQuery,
  type MfaCodeAnswer,
  pinAnswer,
  plainSuccess,
  type SessionAnswer,
  type SessionExtendAnswer,
  sessionAnswer,
  sessionExtendAnswer,
} from '@portal/domain';
import { requestJson } from './request';

/** Reads the caller's session (`GET /api/session`). */
export function fetchSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return requestJson('/api/session', sessionAnswer, { signal });
}

/** Extends the session by the idle time from now (`POST /api/session/extend`): the warning's Continue. */
export function extendSession(csrfToken: string): Promise<SessionExtendAnswer> {
  return requestJson(`/api/session/extend${buildQuery({ csrfToken })}`, sessionExtendAnswer, {
    method: 'POST',
  });
}

/** Sends the SMS code of the second factor (`POST /api/pin`) and answers the server's verdict. */
export async function sendSmsCode(csrfToken: string, pin: string): Promise<MfaCodeAnswer> {
  const answer = await requestJson(`/api/pin${buildQuery({ csrfToken })}`, pinAnswer, {
    method: 'POST',
    body: { pin },
  });
  return answer.mfaResponse;
}

/** Ends the session (`POST /api/logout`). */
export async function logOut(csrfToken: string): Promise<void> {
  await requestJson(`/api/logout${buildQuery({ csrfToken })}`, plainSuccess, { method: 'POST' });
}

/** Ends every session of the person, here and on other devices (`POST /api/logout-all-devices`). */
export async function logOutAllDevices(csrfToken: string): Promise<void> {
  await requestJson(`/api/logout-all-devices${buildQuery({ csrfToken })}`, plainSuccess, {
    method: 'POST',
  });
}
