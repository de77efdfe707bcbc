export {
  isPayableOnline,
  type PayableInvoiceStatus,
  payableInvoiceStatuses,
  paymentLanguage,
  paymentVatPercentage,
} from './invoice';
export {
  isKela65Kind,
  isSpecialtyListed,
  type Kela65Kind,
  kela65Kinds,
  kela65MinimumAge,
  kela65Price,
  showsKela65AgeNotice,
} from './kela65';
export { centsToEuros, currency, eurosToCents, formatMoney, numberLocales } from './money';
export {
  type PractitionerRateInput,
  type PriceEstimate,
  type PriceInput,
  type PriceLine,
  priceEstimate,
  type RateInput,
} from './price';
