import { describe, expect, it } from 'vitest';
import { invoiceContactHref, invoiceSaveActionTarget } from './contactLink';

describe('invoiceContactHref', () => {
  it.each([
    [
      'fi',
      '/fi/omat-tiedot?saveAction=%7B%22type%22%3A%22go-to-invoice-page%22%2C%22invoiceNumber%22%3A%22100401%22%7D',
    ],
    [
      'en',
      '/en/my-information?saveAction=%7B%22type%22%3A%22go-to-invoice-page%22%2C%22invoiceNumber%22%3A%22100401%22%7D',
    ],
  ] as const)('in %s should be %s', (lang, href) => {
    expect(invoiceContactHref(lang, '100401')).toBe(href);
  });
});

describe('invoiceSaveActionTarget', () => {
  it.each([
    [{ type: 'go-to-invoice-page', invoiceNumber: '100401' }, '/sv/betala/100401'],
    [{ type: 'go-to-invoice-page', invoiceNumber: '../x' }, '/sv/fakturor'],
    [null, '/sv/fakturor'],
  ])('given %j should lead to %s', (action, target) => {
    expect(invoiceSaveActionTarget('sv', action)).toBe(target);
  });
});
