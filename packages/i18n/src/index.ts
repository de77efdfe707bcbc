/**
 * The portal's words in fi, sv and en. English is the base locale; fi and sv are type-checked against it.
 *
 * Every locale is loaded when this module is first imported, so the server and the tests translate
 * synchronously. The browser build takes `./lazy` in its place and loads only the page's language
 * (docs/decisions/2026-11-24-speed-first-steps.md).
 */
import { i18n } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

loadAllLocales();

export * from './lazy';

/**
 * Translation functions of every locale, e.g. `L.fi.devIdentityProvider.submit()`.
 * Pages of one language usually take `i18nObject(lang)` instead.
 */
export const L = i18n();
