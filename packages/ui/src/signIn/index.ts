/** The pages of the way in: login, the SMS code, the session that timed out. */
export * from './LoginView';
export * from './SessionExpiredView';
export * from './SmsCodeView';
