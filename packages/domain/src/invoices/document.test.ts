import { describe, expect, it } from 'vitest';
import { invoiceDocumentKind, isBic, paymentTermDays, validateBusinessId } from './document';

describe('invoiceDocumentKind', () => {
  it.each([
    ['open', null, 4890, 'invoice'],
    ['paper', null, 4890, 'invoice'],
    ['overdue', null, 39_000, 'collection'],
    ['paid', null, 12_900, 'receipt'],
    ['refunded', null, 6500, 'receipt'],
    ['refundInProgress', null, 6500, 'receipt'],
    ['paid', '100208', -6500, 'creditNote'],
    ['open', '100208', -6500, 'creditNote'],
    ['paid', null, -100, 'creditNote'],
  ] as const)('given %s crediting %s with the sum %d should be %s', (status, credited, sumCents, kind) => {
    expect(invoiceDocumentKind({ status, creditedInvoiceNumber: credited, sumCents })).toBe(kind);
  });
});

describe('validateBusinessId', () => {
  it.each([
    ['1234567-1', { ok: true, value: '1234567-1' }],
    ['0112038-9', { ok: true, value: '0112038-9' }],
    [' 0112038-9 ', { ok: true, value: '0112038-9' }],
    ['0112038-8', { ok: false, error: 'checkDigit' }],
    ['1234567-2', { ok: false, error: 'checkDigit' }],
    ['12345671', { ok: false, error: 'format' }],
    ['FI12345671', { ok: false, error: 'format' }],
    ['', { ok: false, error: 'format' }],
  ])('given %j should answer %j', (input, answer) => {
    expect(validateBusinessId(input)).toEqual(answer);
  });

  it('should refuse every check digit but the computed one', () => {
    const valid = Array.from({ length: 10 }, (_, digit) => `1234567-${digit}`).filter(
      (id) => validateBusinessId(id).ok,
    );
    expect(valid).toEqual(['1234567-1']);
  });
});

describe('isBic', () => {
  it.each([
    ['HELSFIHH', true],
    ['NDEAFIHH', true],
    ['OKOYFIHHXXX', true],
    ['helsfihh', false],
    ['HELSFI', false],
    ['HELSFIHHX', false],
  ])('given %s should be %s', (input, answer) => {
    expect(isBic(input)).toBe(answer);
  });
});

describe('paymentTermDays', () => {
  it.each([
    ['2026-11-01', '2026-11-15', 14],
    ['2026-03-20', '2026-04-03', 14],
    ['2026-10-20', '2026-11-03', 14],
    ['2026-11-01', '2026-11-01', 0],
    ['2026-11-15', '2026-11-01', null],
    ['2026-11-01', null, null],
  ] as const)('from %s to %s should be %s', (created, due, days) => {
    expect(paymentTermDays(created, due)).toBe(days);
  });
});
