export { type ChildChoiceState, ChildChoiceView, type ChildChoiceViewProps } from './ChildChoiceView';
