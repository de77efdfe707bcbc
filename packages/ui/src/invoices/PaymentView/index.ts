export { PaymentView, type PaymentViewProps } from './PaymentView';
