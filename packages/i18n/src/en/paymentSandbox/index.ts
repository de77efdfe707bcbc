import type { BaseTranslation } from '../../i18n-types';

/** Words of the payment service's sandbox pages (rendered by the server outside production). */
const en_paymentSandbox = {
  title: '{provider:string}: payment (test)',
  notice: 'Test page of the payment service. No money moves. Choose how the payment ends.',
  merchant: 'Payee',
  amount: 'Amount',
  reference: 'Reference',
  pay: 'Pay',
  cancel: 'Cancel',
  fail: 'Fail',
  pending: 'Leave pending',
  failure: 'How it fails',
  expired: 'This payment is no longer valid. Return to the invoices and try again.',
} satisfies BaseTranslation;

export default en_paymentSandbox;
