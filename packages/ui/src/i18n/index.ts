export { I18nProvider, type I18nProviderProps, useLang, useWords } from './I18nProvider';
