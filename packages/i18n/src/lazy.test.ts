import { describe, expect, it } from 'vitest';
import { i18nObject, loadedLocales, loadLanguage, loadPageWords } from './lazy';

describe('loadLanguage', () => {
  it('given nothing loaded, should load only the language asked for', async () => {
    expect(loadedLocales.sv).toBeUndefined();
    await loadLanguage('sv');
    expect(i18nObject('sv').shell.logout.button()).toBe('Logga ut');
    expect(loadedLocales.fi).toBeUndefined();
    expect(loadedLocales.en).toBeUndefined();
  });

  it('given Finnish, should give its words with their formatters', async () => {
    await loadLanguage('fi');
    expect(i18nObject('fi').shell.logout.button()).toBe('Kirjaudu ulos');
  });

  it('given a language already loaded, should keep the same words', async () => {
    await loadLanguage('sv');
    const before = loadedLocales.sv;
    await loadLanguage('sv');
    expect(loadedLocales.sv).toBe(before);
  });
});

describe('loadPageWords', () => {
  it('given a language loaded without a page’s words, should fill them in for the words already made', async () => {
    await loadLanguage('fi');
    const words = i18nObject('fi');
    expect(Object.keys(loadedLocales.fi?.myInformation ?? {})).toEqual([]);
    await loadPageWords('fi', 'myInformation');
    expect(words.myInformation.title()).toBe('Omat tiedot');
    expect(i18nObject('fi').myInformation.contact.saved()).toBe('Yhteystietosi on tallennettu.');
  });
});

describe('the record pages’ words', () => {
  it.each([
    ['visits', () => i18nObject('sv').visits.list.title(), 'Besök'],
    [
      'prescriptions',
      () => i18nObject('sv').prescriptions.list.nonRenewable(),
      'Recept som inte kan förnyas',
    ],
    ['certificates', () => i18nObject('sv').certificates.list.title(), 'Intyg'],
  ] as const)('should load %s with its page', async (namespace, read, expected) => {
    await loadLanguage('sv');
    expect(Object.keys(loadedLocales.sv?.[namespace] ?? {})).toEqual([]);
    await loadPageWords('sv', namespace);
    expect(read()).toBe(expected);
  });
});

describe('the patient area’s own pages’ words', () => {
  it.each([
    ['invoices', () => i18nObject('sv').invoices.list.title(), 'Fakturor och kvitton'],
    ['insurance', () => i18nObject('sv').insurance.section.insurers.LAHITAPIOLA(), 'LokalTapiola'],
    [
      'appointmentLink',
      () => i18nObject('sv').appointmentLink.endPart.label(),
      'De fyra sista tecknen i din personbeteckning',
    ],
    [
      'occupationalVaccination',
      () => i18nObject('sv').occupationalVaccination.title(),
      'Bokning av vaccinationstid',
    ],
  ] as const)('should load %s with its pages, not with the language', async (namespace, read, expected) => {
    await loadLanguage('sv');
    expect(Object.keys(loadedLocales.sv?.[namespace] ?? {})).toEqual([]);
    await loadPageWords('sv', namespace);
    expect(read()).toBe(expected);
  });
});
