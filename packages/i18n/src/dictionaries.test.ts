import { describe, expect, it } from 'vitest';
import { i18nObject, type Locales, loadedLocales, locales } from './index';

type Leaf = { key: string; value: unknown };

function leaves(node: unknown, prefix = ''): Leaf[] {
  if (node === null || typeof node !== 'object') return [{ key: prefix, value: node }];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Names of the `{param}` placeholders of a text, without their types and formatters. Plural parts
 * (`{{s}}`, `{{on|onta}}`) are grammar of one language, not placeholders, and are left out.
 */
function placeholders(text: string): string[] {
  const withoutPlurals = text.replace(/\{\{[^}]*\}\}/g, '');
  return [...withoutPlurals.matchAll(/\{(\w+)[^}]*\}/g)].map((match) => match[1] ?? '').sort();
}

const base = leaves(loadedLocales.en);
const others = locales.filter((locale): locale is Exclude<Locales, 'en'> => locale !== 'en');

describe('dictionaries', () => {
  it('should hold the three languages of the portal', () => {
    expect([...locales].sort()).toEqual(['en', 'fi', 'sv']);
  });

  describe.each(others)('given the %s dictionary', (locale) => {
    const entries = new Map(leaves(loadedLocales[locale]).map((leaf) => [leaf.key, leaf.value]));

    it('should have every key of the English dictionary and no other', () => {
      expect([...entries.keys()].sort()).toEqual(base.map((leaf) => leaf.key).sort());
    });

    it.each(base)('should use the same placeholders as English in $key', ({ key, value }) => {
      expect(placeholders(String(entries.get(key)))).toEqual(placeholders(String(value)));
    });
  });

  describe.each(locales)('given the %s dictionary', (locale) => {
    it('should have no empty text', () => {
      const empty = leaves(loadedLocales[locale]).filter(
        ({ value }) => typeof value !== 'string' || value.trim() === '',
      );
      expect(empty).toEqual([]);
    });
  });
});

describe('welcome heading', () => {
  it.each([
    ['fi', 'Aava', 'Tervetuloa Aavaan, Maija'],
    ['fi', 'Pikkujätti', 'Tervetuloa Pikkujättiin, Maija'],
    ['sv', 'Aava', 'Välkommen till Aava, Maija'],
    ['sv', 'Pikkujätti', 'Välkommen till Pikkujätti, Maija'],
    ['en', 'Aava', 'Welcome to Aava, Maija'],
    ['en', 'Pikkujätti', 'Welcome to Pikkujätti, Maija'],
  ] as const)('given %s and the brand %s, should read "%s"', (locale, brand, expected) => {
    expect(i18nObject(locale).frontPage.welcome({ brand, firstName: 'Maija' })).toBe(expected);
  });
});

describe('development identity provider page', () => {
  it.each([
    ['en', 'Personal identity code', 'Identify'],
    ['fi', 'Henkilötunnus', 'Tunnistaudu'],
    ['sv', 'Personbeteckning', 'Identifiera'],
  ] as const)('given %s, should label the field "%s" and the button "%s"', (locale, label, submit) => {
    const LL = i18nObject(locale);
    expect(LL.devIdentityProvider.identityCodeLabel()).toBe(label);
    expect(LL.devIdentityProvider.submit()).toBe(submit);
  });
});

describe('shell words with numbers', () => {
  it.each([
    ['en', 1, 'Save pending changes. Your session will expire in 1 second.'],
    ['en', 90, 'Save pending changes. Your session will expire in 90 seconds.'],
    ['fi', 30, 'Tallenna keskeneräiset muutokset. Istuntosi vanhenee 30 sekunnin kuluttua.'],
    ['sv', 1, 'Spara dina osparade ändringar. Sessionen går ut om 1 sekund.'],
    ['sv', 30, 'Spara dina osparade ändringar. Sessionen går ut om 30 sekunder.'],
  ] as const)('given %s and %i seconds, should warn "%s"', (locale, n, expected) => {
    expect(i18nObject(locale).shell.sessionWarning.text({ n })).toBe(expected);
  });

  it.each([
    ['en', 1, '1 unread'],
    ['fi', 1, '1 lukematon'],
    ['fi', 3, '3 lukematonta'],
    ['sv', 1, '1 oläst'],
    ['sv', 3, '3 olästa'],
  ] as const)('given %s and %i unread messages, should say "%s"', (locale, count, expected) => {
    expect(i18nObject(locale).shell.navigation.unread({ count })).toBe(expected);
  });
});
