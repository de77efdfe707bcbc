export { MultiComboBox, type MultiComboBoxProps, preloadMultiComboBox } from './MultiComboBox';
