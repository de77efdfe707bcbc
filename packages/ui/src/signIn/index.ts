/** The pages of the way in: the visitor's front page, login, the SMS code, the session that timed out. */
export * from './FrontDoorView';
export * from './LoginView';
export * from './SessionExpiredView';
export * from './SmsCodeView';
