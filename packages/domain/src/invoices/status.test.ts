import { describe, expect, it } from 'vitest';
import { listableInvoiceStatuses } from '../catalogue/invoice';
import {
  formatDay,
  includedVatCents,
  invoiceStatusHint,
  isPayableInList,
  payableStatusOf,
  rowsTotalCents,
} from './status';

describe('invoiceStatusHint', () => {
  it.each([
    ['overdue', 'collectionAgency'],
    ['notAvailable', 'billingEmail'],
    ['open', null],
    ['paper', null],
    ['paid', null],
    ['refunded', null],
    ['refundInProgress', null],
  ] as const)('given %s should be %s', (status, hint) => {
    expect(invoiceStatusHint(status)).toBe(hint);
  });
});

describe('isPayableInList', () => {
  it.each(
    listableInvoiceStatuses.flatMap((status) =>
      [true, false].flatMap((online) =>
        [true, false].map((processing) => [status, online, processing] as const),
      ),
    ),
  )(
    'given %s, canBePaidOnline %s and a payment processing %s',
    (status, canBePaidOnline, paymentProcessing) => {
      expect(isPayableInList({ status, canBePaidOnline, paymentProcessing })).toBe(
        status === 'open' && canBePaidOnline && !paymentProcessing,
      );
    },
  );
});

describe('payableStatusOf', () => {
  it.each([
    ['open', 'Open'],
    ['overdue', 'Open'],
    ['paper', 'Open'],
    ['notAvailable', 'Open'],
    ['paid', 'Paid'],
    ['refunded', 'Paid'],
    ['refundInProgress', 'Paid'],
  ] as const)('given %s should be %s', (status, expected) => {
    expect(payableStatusOf(status)).toBe(expected);
  });
});

describe('rowsTotalCents and includedVatCents', () => {
  it('should add rows as printed', () => {
    expect(
      rowsTotalCents([
        { count: 1, unitPriceCents: 8900 },
        { count: 2, unitPriceCents: 1250 },
      ]),
    ).toBe(11_400);
  });

  it.each([
    [12_400, 24, 2400],
    [10_000, 0, 0],
    [1000, 10, 91],
  ])('of %i cents gross at %i %% should be %i', (gross, rate, vat) => {
    expect(includedVatCents(gross, rate)).toBe(vat);
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-01-05', '5.1.2026'],
    ['2026-11-24', '24.11.2026'],
  ])('should print %s as %s', (day, printed) => {
    expect(formatDay(day)).toBe(printed);
  });

  it('should refuse what is not a day', () => {
    expect(() => formatDay('24.11.2026')).toThrow(RangeError);
  });
});
