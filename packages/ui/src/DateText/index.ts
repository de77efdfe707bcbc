export { DateText, type DateTextFormat, type DateTextProps, dateTextFormats } from './DateText';
