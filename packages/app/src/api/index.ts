export { safeNextOr, strongAuthenticationUrl } from './oauth';
export { ApiError, requestJson } from './request';
export { type MfaResponse, mfaResponses, type SessionAnswer, sessionAnswer } from './schemas';
export { fetchSession, logOut, sendSmsCode } from './session';
