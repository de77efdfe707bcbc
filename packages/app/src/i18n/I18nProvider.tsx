// The provider lives in @portal/ui, so that components and their stories read words the same way as the
// pages; the app keeps its own name for the hook.
export { I18nProvider, type I18nProviderProps, useWords as useI18n } from '@portal/ui';
