export { OnlinePaymentPeriod } from './OnlinePaymentPeriod';
