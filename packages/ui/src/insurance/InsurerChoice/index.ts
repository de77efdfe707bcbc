export { InsurerChoice, type InsurerChoiceProps } from './InsurerChoice';
