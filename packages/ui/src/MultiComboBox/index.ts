export { MultiComboBox, type MultiComboBoxProps } from './MultiComboBox';
