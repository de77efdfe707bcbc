export { PaymentResult, type PaymentResultProps, type PaymentResultState } from './PaymentResult';
