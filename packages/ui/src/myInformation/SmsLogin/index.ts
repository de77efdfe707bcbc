export { SmsLogin, type SmsLoginProps, SmsVerification, type SmsVerificationProps } from './SmsLogin';
