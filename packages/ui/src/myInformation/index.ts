/** My information: the sections that are the person's own (the access log). */
export * from './DataAccessLog';
export * from './SmsLogin';
export * from './SmsOnboardingPrompt';
