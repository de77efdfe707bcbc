export { TermsView } from './TermsView';
