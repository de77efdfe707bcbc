export {
  type BarcodeError,
  type BarcodeInput,
  barcodeErrors,
  finnishAccountDigits,
  virtualBarcode,
} from './barcode';
export {
  type Code128Bar,
  code128Bars,
  code128C,
  code128Check,
  code128Pattern,
  code128QuietZone,
  code128StartC,
  code128Stop,
} from './code128';
export { type InvoiceSaveAction, invoiceContactHref, invoiceSaveActionTarget } from './contactLink';
export {
  type BusinessIdError,
  businessIdErrors,
  type InvoiceDocumentKind,
  invoiceDocumentKind,
  isBic,
  paymentTermDays,
  validateBusinessId,
} from './document';
export { type PaymentOutcome, paymentOutcome } from './outcome';
export {
  type ProviderFailure,
  providerFailures,
  readProviderFailure,
  readProviderStatus,
  returnFields,
  signatureAlgorithm,
  signingPayload,
} from './provider';
export {
  formatReference,
  type ReferenceError,
  referenceCheckDigit,
  referenceErrors,
  referenceOf,
  validateReference,
} from './reference';
export {
  formatDay,
  type InvoiceStatusHint,
  includedVatCents,
  invoiceStatusHint,
  isPayableInList,
  payableStatusOf,
  rowsTotalCents,
} from './status';
export * from './wire';
