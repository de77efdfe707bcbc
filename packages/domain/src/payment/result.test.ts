import { describe, expect, it } from 'vitest';
import { paymentCreationRequest, paymentResultView, readPaymentStatus } from './result';

const invoice = { invoiceNumber: '100234', sumCents: 8900, status: 'Open', paidDate: null };

describe('paymentResultView', () => {
  it.each([
    ['ok', invoice, { kind: 'completed' }],
    [
      'fail',
      invoice,
      { kind: 'interrupted', invoiceNumber: '100234', sumCents: 8900, paid: null, canTryAgain: true },
    ],
    [
      'fail',
      { ...invoice, status: 'Paid', paidDate: '2025-06-01' },
      {
        kind: 'interrupted',
        invoiceNumber: '100234',
        sumCents: 8900,
        paid: { date: '2025-06-01' },
        canTryAgain: false,
      },
    ],
    ['delayed', invoice, { kind: 'processing', invoiceNumber: '100234' }],
    ['pending', invoice, { kind: 'processing', invoiceNumber: '100234' }],
    ['pending', { ...invoice, status: 'Paid', paidDate: '2025-06-01' }, { kind: 'completed' }],
    [null, invoice, { kind: 'nothing' }],
  ] as const)('after %s with %j should show %j', (status, shown, expected) => {
    expect(paymentResultView(status, shown)).toEqual(expected);
  });
});

describe('readPaymentStatus', () => {
  it.each([
    ['ok', 'ok'],
    ['fail', 'fail'],
    ['delayed', 'delayed'],
    ['pending', 'pending'],
    ['OK', null],
    [undefined, null],
  ])('%j should read %s', (value, expected) => {
    expect(readPaymentStatus(value)).toBe(expected);
  });
});

describe('paymentCreationRequest', () => {
  it('should ask for the whole sum as one item referenced by the invoice number', () => {
    const customer = {
      email: 'maija@example.fi',
      phone: '+358401234567',
      firstName: 'Maija',
      lastName: 'Virtanen',
    };
    expect(paymentCreationRequest(invoice, customer, 'sv')).toEqual({
      amount: 8900,
      customer,
      items: [{ productCode: '100234', unitPrice: 8900, units: 1, vatPercentage: 0 }],
      language: 'SV',
      reference: '100234',
    });
  });
});
