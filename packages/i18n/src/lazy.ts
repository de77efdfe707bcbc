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

// Namespaces that only a page opened later needs: the language module carries an empty object in
// their place, and the page fills it with `loadPageWords` before it renders, so their words are not
// part of every first page's load.
const pageWords = {
  infoPages: {
    en: () => import('./en/infoPages'),
    fi: () => import('./fi/infoPages'),
    sv: () => import('./sv/infoPages'),
  },
  occupationalTeam: {
    en: () => import('./en/occupationalTeam'),
    fi: () => import('./fi/occupationalTeam'),
    sv: () => import('./sv/occupationalTeam'),
  },
  sicknessFund: {
    en: () => import('./en/sicknessFund'),
    fi: () => import('./fi/sicknessFund'),
    sv: () => import('./sv/sicknessFund'),
  },
  conversations: {
    en: () => import('./en/conversations'),
    fi: () => import('./fi/conversations'),
    sv: () => import('./sv/conversations'),
  },
  myInformation: {
    en: () => import('./en/myInformation'),
    fi: () => import('./fi/myInformation'),
    sv: () => import('./sv/myInformation'),
  },
  visits: {
    en: () => import('./en/visits'),
    fi: () => import('./fi/visits'),
    sv: () => import('./sv/visits'),
  },
  prescriptions: {
    en: () => import('./en/prescriptions'),
    fi: () => import('./fi/prescriptions'),
    sv: () => import('./sv/prescriptions'),
  },
  certificates: {
    en: () => import('./en/certificates'),
    fi: () => import('./fi/certificates'),
    sv: () => import('./sv/certificates'),
  },
  imaging: {
    en: () => import('./en/imaging'),
    fi: () => import('./fi/imaging'),
    sv: () => import('./sv/imaging'),
  },
  laboratory: {
    en: () => import('./en/laboratory'),
    fi: () => import('./fi/laboratory'),
    sv: () => import('./sv/laboratory'),
  },
  questionnaires: {
    en: () => import('./en/questionnaires'),
    fi: () => import('./fi/questionnaires'),
    sv: () => import('./sv/questionnaires'),
  },
  vaccinations: {
    en: () => import('./en/vaccinations'),
    fi: () => import('./fi/vaccinations'),
    sv: () => import('./sv/vaccinations'),
  },
  invoices: {
    en: () => import('./en/invoices'),
    fi: () => import('./fi/invoices'),
    sv: () => import('./sv/invoices'),
  },
  appointmentLink: {
    en: () => import('./en/appointmentLink'),
    fi: () => import('./fi/appointmentLink'),
    sv: () => import('./sv/appointmentLink'),
  },
  occupationalVaccination: {
    en: () => import('./en/occupationalVaccination'),
    fi: () => import('./fi/occupationalVaccination'),
    sv: () => import('./sv/occupationalVaccination'),
  },
  insurance: {
    en: () => import('./en/insurance'),
    fi: () => import('./fi/insurance'),
    sv: () => import('./sv/insurance'),
  },
} satisfies Partial<Record<keyof Translations, Record<Locales, () => Promise<{ default: object }>>>>;

/** A namespace loaded with its page rather than with its language. */
export type PageNamespace = keyof typeof pageWords;

const pageLoading = new Map<string, Promise<void>>();

/**
 * Loads the words of a page's own namespace into its language, once. The words objects made before
 * see them too: they read a namespace's words when they are used. With every language already
 * loaded whole (the server, the tests) there is nothing to load.
 */
export function loadPageWords(lang: Locales, namespace: PageNamespace): Promise<void> {
  const key = `${lang}:${namespace}`;
  let promise = pageLoading.get(key);
  if (promise === undefined) {
    promise = loadLanguage(lang).then(async () => {
      const target = loadedLocales[lang]?.[namespace] as object | undefined;
      if (target === undefined || Object.keys(target).length > 0) return;
      Object.assign(target, (await pageWords[namespace][lang]()).default);
    });
    promise.catch(() => pageLoading.delete(key));
    pageLoading.set(key, promise);
  }
  return promise;
}
