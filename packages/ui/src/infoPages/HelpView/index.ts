export { HelpView, type HelpViewProps } from './HelpView';
