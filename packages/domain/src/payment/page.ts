import type { PaymentError } from '../catalogue/invoice';
import { validateEmail } from '../contact/email';
import { isPayableOnline } from '../money/invoice';

/** A payment method of the payment-creation answer (messaging-invoices-shell.md §3). */
export interface PaymentProvider {
  readonly name: string;
  readonly id: string;
  readonly url: string;
  readonly svg: string;
  /** The payment service's group of the method (`mobile`, `bank`, `creditcard`, `credit`, …); the page groups them. */
  readonly group?: string;
  readonly parameters: readonly { readonly name: string; readonly value: string }[];
}

/** What the payment page needs to know of an invoice. */
export interface PayableInvoice {
  readonly status: string;
  readonly canBePaidOnline: boolean;
  /** A payment of it waits for the payment service's word. */
  readonly paymentProcessing: boolean;
}

/**
 * The payment page of one invoice (messaging-invoices-shell.md §4): the invoice loads, the
 * patient's e-mail is checked, the payment is created, the person picks a provider, the invoice
 * is read again and the browser leaves for the provider, or the page reloads when the invoice
 * was paid meanwhile.
 */
export type PaymentPageState =
  | { readonly step: 'loading' }
  | { readonly step: 'emailRequired' }
  | { readonly step: 'notPayable' }
  /** A payment of the invoice waits for the payment service's word: nothing to pay meanwhile. */
  | { readonly step: 'processing' }
  | { readonly step: 'creatingPayment' }
  | {
      readonly step: 'selectingProvider';
      readonly terms: string;
      readonly providers: readonly PaymentProvider[];
    }
  | { readonly step: 'confirmingInvoice'; readonly provider: PaymentProvider }
  | { readonly step: 'redirecting'; readonly provider: PaymentProvider }
  | { readonly step: 'reloading' }
  | { readonly step: 'failed'; readonly error: PaymentError };

/** What happens on the payment page. */
export type PaymentPageEvent =
  | { readonly type: 'invoiceLoaded'; readonly invoice: PayableInvoice; readonly patientEmail: string | null }
  | { readonly type: 'invoiceNotFound' }
  | { readonly type: 'loadFailed' }
  | {
      readonly type: 'paymentCreated';
      readonly terms: string;
      readonly providers: readonly PaymentProvider[];
    }
  | { readonly type: 'paymentFailed' }
  | { readonly type: 'chooseProvider'; readonly providerId: string }
  | { readonly type: 'invoiceRechecked'; readonly invoice: PayableInvoice }
  | { readonly type: 'retry' };

/** The state the payment page opens in. */
export const initialPaymentPage: PaymentPageState = { step: 'loading' };

/** The next state; an event that does not apply gives back `state` itself. */
export function nextPaymentPage(state: PaymentPageState, event: PaymentPageEvent): PaymentPageState {
  switch (event.type) {
    case 'invoiceLoaded':
      if (state.step !== 'loading') return state;
      if (event.invoice.status === 'Open' && event.invoice.paymentProcessing) return { step: 'processing' };
      // Payment needs a valid e-mail on the patient (messaging-invoices-shell.md §5).
      if (event.patientEmail === null || !validateEmail(event.patientEmail).ok)
        return { step: 'emailRequired' };
      return isPayableOnline(event.invoice) ? { step: 'creatingPayment' } : { step: 'notPayable' };
    case 'invoiceNotFound':
      return state.step === 'loading' ? { step: 'failed', error: 'invoiceNotFound' } : state;
    case 'loadFailed':
      return state.step === 'loading' || state.step === 'confirmingInvoice'
        ? { step: 'failed', error: 'somethingWentWrong' }
        : state;
    case 'paymentCreated':
      if (state.step !== 'creatingPayment') return state;
      return event.providers.length === 0
        ? { step: 'failed', error: 'unableToProcess' }
        : { step: 'selectingProvider', terms: event.terms, providers: event.providers };
    case 'paymentFailed':
      return state.step === 'creatingPayment' ? { step: 'failed', error: 'paymentFailed' } : state;
    case 'chooseProvider': {
      if (state.step !== 'selectingProvider') return state;
      const provider = state.providers.find((candidate) => candidate.id === event.providerId);
      return provider === undefined ? state : { step: 'confirmingInvoice', provider };
    }
    case 'invoiceRechecked':
      if (state.step !== 'confirmingInvoice') return state;
      // Paid in another tab meanwhile: the page reloads and shows the invoice as it is now.
      return isPayableOnline(event.invoice)
        ? { step: 'redirecting', provider: state.provider }
        : { step: 'reloading' };
    case 'retry':
      return state.step === 'failed' ? initialPaymentPage : state;
    default:
      return event satisfies never;
  }
}

/** The call a state waits for, or `null`. */
export function paymentPageRequest(
  state: PaymentPageState,
): 'invoice' | 'createPayment' | 'recheckInvoice' | null {
  if (state.step === 'loading') return 'invoice';
  if (state.step === 'creatingPayment') return 'createPayment';
  return state.step === 'confirmingInvoice' ? 'recheckInvoice' : null;
}

/** The form the browser posts to the provider: its address and hidden fields, once redirecting. */
export function providerForm(
  state: PaymentPageState,
): { readonly action: string; readonly fields: PaymentProvider['parameters'] } | null {
  return state.step === 'redirecting'
    ? { action: state.provider.url, fields: state.provider.parameters }
    : null;
}
