export { type LanguageLink, LanguagePicker, type LanguagePickerProps } from './LanguagePicker';
