export { CodeEntry, type CodeEntryProps } from './CodeEntry';
export { emptyCode, isComplete } from './codeEntryModel';
