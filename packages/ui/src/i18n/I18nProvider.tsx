import type { Lang } from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';

// A context of our own over `i18nObject` rather than typesafe-i18n's React adapter: the adapter keeps
// the first locale in state and changes it only through `setLocale`, while here the language follows
// the address (or the story's language toolbar) and must be right in the very render that shows it.
const I18nContext = createContext<{ lang: Lang; LL: TranslationFunctions } | null>(null);

export interface I18nProviderProps {
  /** The page language. */
  lang: Lang;
  children: ReactNode;
}

/**
 * The locale react-aria formats with and takes its own few words from (a date picker's day names, a
 * toast's close button): Finnish and Swedish as spoken in Finland, English as en-GB like our money.
 */
const ariaLocales: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/** Gives the words of `lang` to everything inside, ours and react-aria's. */
export function I18nProvider({ lang, children }: I18nProviderProps) {
  const value = useMemo(() => ({ lang, LL: i18nObject(lang) }), [lang]);
  return (
    <AriaI18nProvider locale={ariaLocales[lang]}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </AriaI18nProvider>
  );
}

function useI18nContext() {
  const value = useContext(I18nContext);
  if (value === null) throw new Error('useWords needs an I18nProvider above it');
  return value;
}

/** The words of the page language, e.g. `useWords().auth.login.title()`. */
export function useWords(): TranslationFunctions {
  return useI18nContext().LL;
}

/** The page language, e.g. to format dates and money with the domain helpers. */
export function useLang(): Lang {
  return useI18nContext().lang;
}
