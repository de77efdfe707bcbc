import { describe, expect, it } from 'vitest';
import { contactUpdateRequest } from '../api/patient';
import { contactFieldsFor, contactFormFields, parseSaveAction, saveActionTarget } from './saveAction';
import { appointmentConsentHref, myInformationHref, tabFromQuery, visibleTabs } from './tabs';

describe('parseSaveAction', () => {
  describe('given a well-formed action', () => {
    it('should read its type, number, path and anchor', () => {
      const raw = JSON.stringify({
        type: 'go-to-view-appointment-page',
        path: '/fi/varaus/12',
        anchor: 'consent-notice',
      });
      expect(parseSaveAction(raw)).toEqual({
        type: 'go-to-view-appointment-page',
        path: '/fi/varaus/12',
        anchor: 'consent-notice',
      });
    });
  });

  describe('given nothing, broken JSON, an unknown type or a bad anchor', () => {
    it.each([
      null,
      undefined,
      '',
      '{',
      '"reload-page"',
      JSON.stringify({ type: 'go-to-elsewhere' }),
      JSON.stringify({ type: 'reload-page', anchor: 'x" onclick="y' }),
      JSON.stringify({ type: 'reload-page', path: 'x'.repeat(2000) }),
    ])('%j should be reload-page', (raw) => {
      expect(parseSaveAction(raw)).toEqual({ type: 'reload-page' });
    });
  });
});

describe('saveActionTarget', () => {
  it.each([
    [{ type: 'reload-page' }, '/fi/omat-tiedot'],
    [{ type: 'reload-page', anchor: 'contact' }, '/fi/omat-tiedot#contact'],
    [{ type: 'go-to-invoice-page', invoiceNumber: '100401' }, '/fi/maksa/100401'],
    [{ type: 'go-to-invoice-page', invoiceNumber: '1; drop' }, '/fi/laskut'],
    [
      { type: 'go-to-reserve-appointment-page', path: '/fi/varaa/42?time=morning' },
      '/fi/varaa/42?time=morning',
    ],
    [{ type: 'go-to-reserve-appointment-page', path: '/fi/varaa/42/vakuutus' }, '/fi/varaa/42/vakuutus'],
    [{ type: 'go-to-reserve-appointment-page', path: '//evil.example/fi/varaa/42' }, '/fi'],
    [{ type: 'go-to-reserve-appointment-page', path: '/fi/laskut' }, '/fi'],
    [{ type: 'go-to-reserve-appointment-page' }, '/fi'],
    [{ type: 'go-to-view-appointment-page', path: '/fi/varaus/12', anchor: 'c' }, '/fi/varaus/12#c'],
    [{ type: 'go-to-view-appointment-page', path: '/fi/varaus/12#x' }, '/fi/varaus/12'],
    [{ type: 'go-to-view-appointment-page', path: 'https://evil.example' }, '/fi/ajanvaraukset'],
  ] as const)('given %j should lead to %s', (action, target) => {
    expect(saveActionTarget('fi', action)).toBe(target);
  });
});

describe('tabs', () => {
  it('should show the guardians tab only to a patient with a guardian', () => {
    expect(visibleTabs(false)).toEqual(['contact', 'consent']);
    expect(visibleTabs(true)).toEqual(['contact', 'guardians', 'consent']);
  });

  it.each([
    ['consent', false, 'consent'],
    ['guardians', true, 'guardians'],
    ['guardians', false, 'contact'],
    ['x', true, 'contact'],
    [null, true, 'contact'],
  ] as const)('tab=%s with a guardian %s should open %s', (raw, hasGuardian, tab) => {
    expect(tabFromQuery(raw, visibleTabs(hasGuardian))).toBe(tab);
  });

  it('should write the tab and the action into the address, the contact tab left out', () => {
    expect(myInformationHref('en', { tab: 'consent' })).toBe('/en/my-information?tab=consent');
    expect(myInformationHref('sv', { tab: 'contact' })).toBe('/sv/mina-uppgifter');
    expect(
      parseSaveAction(
        new URL(
          myInformationHref('fi', { saveAction: { type: 'go-to-invoice-page', invoiceNumber: '7' } }),
          'https://x.invalid',
        ).searchParams.get('saveAction'),
      ),
    ).toEqual({ type: 'go-to-invoice-page', invoiceNumber: '7' });
  });
});

describe('appointmentConsentHref', () => {
  it('should open the consent tab and come back to the appointment once saved', () => {
    const href = new URL(appointmentConsentHref('sv', '/sv/bokning/501'), 'http://localhost');
    expect(href.pathname).toBe('/sv/mina-uppgifter');
    expect(href.searchParams.get('tab')).toBe('consent');
    const action = parseSaveAction(href.searchParams.get('saveAction'));
    expect(saveActionTarget('sv', action)).toBe('/sv/bokning/501');
  });
});

describe('contactFieldsFor', () => {
  it('given the way back to an invoice, should ask only the e-mail address that paying needs', () => {
    expect(contactFieldsFor({ type: 'go-to-invoice-page', invoiceNumber: '100401' })).toEqual([
      'emailAddress',
    ]);
  });

  it.each(['reload-page', 'go-to-reserve-appointment-page', 'go-to-view-appointment-page'] as const)(
    'given %s, should ask every field',
    (type) => {
      expect(contactFieldsFor({ type })).toEqual(contactFormFields);
    },
  );
});

describe('contactUpdateRequest', () => {
  it('should take the e-mail address alone, as the invoice flow sends it', () => {
    expect(contactUpdateRequest.parse({ emailAddress: ' eetu@example.fi ' })).toEqual({
      emailAddress: 'eetu@example.fi',
    });
  });

  it.each([
    ['nothing to change', {}],
    ['an empty e-mail address', { emailAddress: '' }],
    ['a phone number that is not one', { emailAddress: 'eetu@example.fi', phoneNumber: '12' }],
  ])('should refuse %s', (_, body) => {
    expect(contactUpdateRequest.safeParse(body).success).toBe(false);
  });
});
