import type { NamespacePaymentSandboxTranslation } from '../../i18n-types';

const sv_paymentSandbox = {
  title: '{provider}: betalning (test)',
  notice: 'Betalningstjänstens testsida. Inga pengar flyttas. Välj hur betalningen slutar.',
  merchant: 'Mottagare',
  amount: 'Summa',
  reference: 'Referens',
  pay: 'Betala',
  cancel: 'Avbryt',
  fail: 'Misslyckas',
  pending: 'Lämna väntande',
  failure: 'Hur betalningen misslyckas',
  expired: 'Den här betalningen gäller inte längre. Gå tillbaka till fakturorna och försök igen.',
} satisfies NamespacePaymentSandboxTranslation;

export default sv_paymentSandbox;
