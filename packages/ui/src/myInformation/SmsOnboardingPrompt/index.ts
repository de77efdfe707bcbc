export * from './SmsOnboardingPrompt';
