import { isLang, type Lang } from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';

/**
 * The language of a story from the toolbar's globals, as the preview's decorator reads it; play
 * functions use it to find controls by the same words the story shows.
 */
export function storyLang(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'fi';
}

/** The words of a story's language, for play functions (renders use `useWords()`). */
export function storyWords(globals: Record<string, unknown>): TranslationFunctions {
  return i18nObject(storyLang(globals));
}
