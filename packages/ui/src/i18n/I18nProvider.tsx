import type { Lang } from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// A context of our own over `i18nObject` rather than typesafe-i18n's React adapter: the adapter keeps
// the first locale in state and changes it only through `setLocale`, while here the language follows
// the address (or the story's language toolbar) and must be right in the very render that shows it.
const I18nContext = createContext<{ lang: Lang; LL: TranslationFunctions } | null>(null);

export interface I18nProviderProps {
  /** The page language. */
  lang: Lang;
  children: ReactNode;
}

/** Gives the words of `lang` to everything inside. */
export function I18nProvider({ lang, children }: I18nProviderProps) {
  const value = useMemo(() => ({ lang, LL: i18nObject(lang) }), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
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
