export { PaymentProcessing } from './PaymentProcessing';
