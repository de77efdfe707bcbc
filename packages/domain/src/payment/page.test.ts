import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialPaymentPage,
  nextPaymentPage,
  type PaymentPageEvent,
  type PaymentPageState,
  paymentPageRequest,
  providerForm,
} from './page';

const bank = {
  name: 'Osuuspankki',
  id: 'osuuspankki',
  url: 'https://pay.example/op',
  svg: 'https://pay.example/op.svg',
  parameters: [{ name: 'signature', value: 'abc' }],
};
const card = { ...bank, name: 'Card', id: 'card', url: 'https://pay.example/card' };
const open = { status: 'Open', canBePaidOnline: true, paymentProcessing: false };
const processing = { ...open, paymentProcessing: true };

const states = {
  loading: { step: 'loading' },
  emailRequired: { step: 'emailRequired' },
  notPayable: { step: 'notPayable' },
  processing: { step: 'processing' },
  creatingPayment: { step: 'creatingPayment' },
  selectingProvider: { step: 'selectingProvider', terms: '<p>Terms</p>', providers: [bank, card] },
  confirmingInvoice: { step: 'confirmingInvoice', provider: card },
  redirecting: { step: 'redirecting', provider: card },
  reloading: { step: 'reloading' },
  failed: { step: 'failed', error: 'somethingWentWrong' },
} satisfies Record<string, PaymentPageState>;
type StateName = keyof typeof states;

const events = {
  loaded: { type: 'invoiceLoaded', invoice: open, patientEmail: 'maija@example.fi' },
  loadedNoEmail: { type: 'invoiceLoaded', invoice: open, patientEmail: null },
  loadedBadEmail: { type: 'invoiceLoaded', invoice: open, patientEmail: 'maija@' },
  loadedPaid: {
    type: 'invoiceLoaded',
    invoice: { ...open, status: 'Paid' },
    patientEmail: 'maija@example.fi',
  },
  loadedPaperOnly: {
    type: 'invoiceLoaded',
    invoice: { ...open, canBePaidOnline: false },
    patientEmail: 'maija@example.fi',
  },
  loadedProcessing: { type: 'invoiceLoaded', invoice: processing, patientEmail: 'maija@example.fi' },
  invoiceNotFound: { type: 'invoiceNotFound' },
  loadFailed: { type: 'loadFailed' },
  paymentCreated: { type: 'paymentCreated', terms: '<p>Terms</p>', providers: [bank, card] },
  noProviders: { type: 'paymentCreated', terms: '', providers: [] },
  paymentFailed: { type: 'paymentFailed' },
  chooseCard: { type: 'chooseProvider', providerId: 'card' },
  chooseUnknown: { type: 'chooseProvider', providerId: 'cash' },
  stillOpen: { type: 'invoiceRechecked', invoice: open },
  paidMeanwhile: { type: 'invoiceRechecked', invoice: { ...open, status: 'Paid' } },
  processingMeanwhile: { type: 'invoiceRechecked', invoice: processing },
  retry: { type: 'retry' },
} satisfies Record<string, PaymentPageEvent>;
type EventName = keyof typeof events;

const transitions: [StateName, EventName, PaymentPageState][] = [
  ['loading', 'loaded', states.creatingPayment],
  ['loading', 'loadedNoEmail', states.emailRequired],
  ['loading', 'loadedBadEmail', states.emailRequired],
  ['loading', 'loadedPaid', states.notPayable],
  ['loading', 'loadedPaperOnly', states.notPayable],
  ['loading', 'loadedProcessing', states.processing],
  ['loading', 'invoiceNotFound', { step: 'failed', error: 'invoiceNotFound' }],
  ['loading', 'loadFailed', states.failed],
  ['creatingPayment', 'paymentCreated', states.selectingProvider],
  ['creatingPayment', 'noProviders', { step: 'failed', error: 'unableToProcess' }],
  ['creatingPayment', 'paymentFailed', { step: 'failed', error: 'paymentFailed' }],
  ['selectingProvider', 'chooseCard', states.confirmingInvoice],
  ['confirmingInvoice', 'stillOpen', states.redirecting],
  ['confirmingInvoice', 'paidMeanwhile', states.reloading],
  ['confirmingInvoice', 'processingMeanwhile', states.reloading],
  ['confirmingInvoice', 'loadFailed', states.failed],
  ['failed', 'retry', states.loading],
];

describe('nextPaymentPage', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextPaymentPage(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextPaymentPage(states[state], events[event])).toBe(states[state]);
  });

  it('should leave for a provider only after the invoice was found open twice and an e-mail was known', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 20 }), (sequence) => {
        let state: PaymentPageState = initialPaymentPage;
        const seen: PaymentPageEvent[] = [];
        for (const event of sequence) {
          state = nextPaymentPage(state, event);
          seen.push(event);
          if (state.step === 'redirecting') {
            expect(seen).toContain(events.loaded);
            expect(seen.at(-1)).toBe(events.stillOpen);
          }
        }
      }),
    );
  });
});

describe('paymentPageRequest and providerForm', () => {
  it.each([
    ['loading', 'invoice'],
    ['creatingPayment', 'createPayment'],
    ['confirmingInvoice', 'recheckInvoice'],
    ['selectingProvider', null],
    ['redirecting', null],
  ] as const)('in %s should wait for %s', (state, expected) => {
    expect(paymentPageRequest(states[state])).toBe(expected);
  });

  it('should post the hidden parameters to the chosen provider', () => {
    expect(providerForm(states.redirecting)).toEqual({
      action: 'https://pay.example/card',
      fields: bank.parameters,
    });
    expect(providerForm(states.confirmingInvoice)).toBeNull();
  });
});
