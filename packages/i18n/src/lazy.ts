/**
 * The portal's words without any language loaded: the browser loads only the page's language with
 * `loadLanguage`, the other two stay on the server until a page in them is opened. The server and
 * the tests import the package root instead, which has every language loaded at once.
 */

import { initFormatters } from './formatters';
import type { Locales, Translations } from './i18n-types';
import { loadedFormatters, loadedLocales } from './i18n-util';

export type {
  Formatters,
  Locales,
  Namespaces,
  TranslationFunctions,
  Translations,
} from './i18n-types';
export { baseLocale, i18nObject, isLocale, loadedLocales, locales, namespaces } from './i18n-util';

// One module (and so one chunk) per language, rather than typesafe-i18n's loader per namespace,
// which would be a dozen requests.
const languages: Record<Locales, () => Promise<{ default: Translations }>> = {
  en: () => import('./languages/en'),
  fi: () => import('./languages/fi'),
  sv: () => import('./languages/sv'),
};

const loading = new Map<Locales, Promise<void>>();

/** Loads one language's words, once; `i18nObject(lang)` works when it resolves. */
export function loadLanguage(lang: Locales): Promise<void> {
  let promise = loading.get(lang);
  if (promise === undefined) {
    promise =
      loadedLocales[lang] !== undefined
        ? Promise.resolve()
        : languages[lang]().then((module) => {
            loadedLocales[lang] = module.default;
            loadedFormatters[lang] = initFormatters(lang);
          });
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}
