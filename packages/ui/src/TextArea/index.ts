export { TextArea, type TextAreaProps, type TextLimitState } from './TextArea';
