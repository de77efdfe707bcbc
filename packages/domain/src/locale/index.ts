export { defaultLang, isLang, type Lang, languages, otherLanguages } from './locale';
