export { CodeEntry, type CodeEntryProps } from './CodeEntry';
export { type CodeEntryKind, codeEntryKinds, emptyCode, isComplete } from './codeEntryModel';
