import { describe, expect, it } from 'vitest';
import { i18nObject, loadedLocales, loadLanguage } from './lazy';

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
