export { type FieldWidth, fieldWidths } from '../field/field.css';
export { TextField, type TextFieldProps } from './TextField';
