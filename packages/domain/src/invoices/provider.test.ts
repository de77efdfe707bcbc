import { describe, expect, it } from 'vitest';
import { readProviderFailure, readProviderStatus, signingPayload } from './provider';

describe('signingPayload', () => {
  it('should sort the checkout fields, leave others out and end with the body', () => {
    expect(
      signingPayload({
        signature: 'x',
        'checkout-status': 'ok',
        'checkout-account': '375917',
        lang: 'fi',
        'checkout-amount': '4850',
      }),
    ).toBe('checkout-account:375917\ncheckout-amount:4850\ncheckout-status:ok\n');
  });

  it('should sign a body after the fields', () => {
    expect(signingPayload({ 'checkout-nonce': 'n' }, '{"a":1}')).toBe('checkout-nonce:n\n{"a":1}');
  });
});

describe('readProviderStatus and readProviderFailure', () => {
  it.each([
    ['ok', 'ok'],
    ['pending', 'pending'],
    ['paid', null],
    [undefined, null],
  ])('status %s should read as %s', (value, expected) => {
    expect(readProviderStatus(value)).toBe(expected);
  });

  it.each([
    ['cardDeclined', 'cardDeclined'],
    ['invoiceNotFound', 'paymentInterrupted'],
    ['', 'paymentInterrupted'],
  ])('failure %s should read as %s', (value, expected) => {
    expect(readProviderFailure(value)).toBe(expected);
  });
});
