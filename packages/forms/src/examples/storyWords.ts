import { isLang } from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';

/**
 * The words of a story's language from the toolbar's globals, for play functions; the same reading as
 * the ui package's helper, which forms cannot reach by path.
 */
export function storyWords(globals: Record<string, unknown>): TranslationFunctions {
  return i18nObject(isLang(globals.lang) ? globals.lang : 'fi');
}
