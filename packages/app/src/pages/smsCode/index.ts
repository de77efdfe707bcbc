export { SmsCodePage } from './SmsCodePage';
