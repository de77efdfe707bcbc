import type { NamespacePaymentSandboxTranslation } from '../../i18n-types';

const fi_paymentSandbox = {
  title: '{provider}: maksu (testi)',
  notice: 'Maksupalvelun testisivu. Rahaa ei siirry. Valitse, miten maksu päättyy.',
  merchant: 'Saaja',
  amount: 'Summa',
  reference: 'Viite',
  pay: 'Maksa',
  cancel: 'Peruuta',
  fail: 'Epäonnistu',
  pending: 'Jätä odottamaan',
  failure: 'Miten maksu epäonnistuu',
  expired: 'Tämä maksu ei ole enää voimassa. Palaa laskuihin ja yritä uudelleen.',
} satisfies NamespacePaymentSandboxTranslation;

export default fi_paymentSandbox;
