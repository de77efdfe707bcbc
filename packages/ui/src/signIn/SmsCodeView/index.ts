export { type SmsCodeState, SmsCodeView, type SmsCodeViewProps, smsCodeStates } from './SmsCodeView';
