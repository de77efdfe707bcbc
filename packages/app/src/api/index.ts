export { type MfaCodeAnswer, mfaCodeAnswers, type SessionAnswer, sessionAnswer } from '@portal/domain';
export { safeNextOr, strongAuthenticationUrl } from './oauth';
export { ApiError, requestJson } from './request';
export { extendSession, fetchSession, logOut, logOutAllDevices, sendSmsCode } from './session';
