export { type RadioAppearance, RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { radioAppearances } from './RadioGroup.css';
