import type { Lang } from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// A context of our own over `i18nObject` rather than typesafe-i18n's React adapter: the adapter keeps
// the first locale in state and changes it only through `setLocale`, while here the language follows
// the address and must be right in the very render that shows the new page.
const I18nContext = createContext<TranslationFunctions | null>(null);

export interface I18nProviderProps {
  /** The page language. */
  lang: Lang;
  children: ReactNode;
}

/** Gives the words of `lang` to everything inside. */
export function I18nProvider({ lang, children }: I18nProviderProps) {
  const LL = useMemo(() => i18nObject(lang), [lang]);
  return <I18nContext.Provider value={LL}>{children}</I18nContext.Provider>;
}

/** The words of the page language, e.g. `useI18n().auth.login.title()`. */
export function useI18n(): TranslationFunctions {
  const LL = useContext(I18nContext);
  if (LL === null) throw new Error('useI18n needs an I18nProvider above it');
  return LL;
}
