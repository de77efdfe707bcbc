import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './outcome';

const open = { invoiceNumber: '100201', sumCents: 10_190, status: 'Open', paidDate: null };
const paid = { ...open, status: 'Paid', paidDate: '2026-11-24' };

describe('paymentOutcome', () => {
  it.each([
    [
      { status: 'ok', failure: null, invoice: paid },
      { kind: 'completed', invoiceNumber: '100201' },
    ],
    [
      { status: 'ok', failure: null, duplicate: true, invoice: paid },
      { kind: 'doublePayment', invoiceNumber: '100201', sumCents: 10_190 },
    ],
    [
      { status: 'ok', failure: null, duplicate: false, invoice: paid },
      { kind: 'completed', invoiceNumber: '100201' },
    ],
    [
      { status: 'delayed', failure: null, invoice: open },
      { kind: 'processing', invoiceNumber: '100201' },
    ],
    [
      { status: 'pending', failure: null, invoice: open },
      { kind: 'processing', invoiceNumber: '100201' },
    ],
    [
      { status: 'pending', failure: null, invoice: paid },
      { kind: 'completed', invoiceNumber: '100201' },
    ],
    [
      { status: 'fail', failure: 'paymentCancelled', invoice: open },
      { kind: 'cancelled', invoiceNumber: '100201', canTryAgain: true },
    ],
    [
      { status: 'fail', failure: 'cardDeclined', invoice: open },
      {
        kind: 'interrupted',
        invoiceNumber: '100201',
        sumCents: 10_190,
        paidDate: null,
        failure: 'cardDeclined',
        canTryAgain: true,
      },
    ],
    [
      { status: 'fail', failure: 'paymentCancelled', invoice: paid },
      {
        kind: 'interrupted',
        invoiceNumber: '100201',
        sumCents: 10_190,
        paidDate: '2026-11-24',
        failure: 'paymentCancelled',
        canTryAgain: false,
      },
    ],
  ] as const)('given %j should be %j', (answer, expected) => {
    expect(paymentOutcome(answer)).toEqual(expected);
  });
});
