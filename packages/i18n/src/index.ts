/**
 * The portal's words in fi, sv and en. English is the base locale; fi and sv are type-checked against it.
 *
 * The dictionaries are small, so every locale is loaded when this module is first imported: the server
 * and the browser can translate synchronously without waiting for a locale to load.
 */
import { i18n } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

loadAllLocales();

export type {
  Formatters,
  Locales,
  Namespaces,
  TranslationFunctions,
  Translations,
} from './i18n-types';
export { baseLocale, i18nObject, isLocale, loadedLocales, locales, namespaces } from './i18n-util';

/**
 * Translation functions of every locale, e.g. `L.fi.devIdentityProvider.submit()`.
 * Pages of one language usually take `i18nObject(lang)` instead.
 */
export const L = i18n();
