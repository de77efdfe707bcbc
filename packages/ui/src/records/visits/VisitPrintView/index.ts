export { VisitPrintView, type VisitPrintViewProps, type VisitPrintViewState } from './VisitPrintView';
