export { type PaymentMethodGroup, type ProviderGroup, paymentMethodGroups, providerGroups } from './groups';
export {
  initialPaymentPage,
  nextPaymentPage,
  type PayableInvoice,
  type PaymentPageEvent,
  type PaymentPageState,
  type PaymentProvider,
  paymentPageRequest,
  providerForm,
} from './page';
export {
  type PaymentCreationRequest,
  type PaymentResultView,
  paymentCreationRequest,
  paymentResultView,
  type ResultInvoice,
  readPaymentStatus,
} from './result';
