export { VisitView, type VisitViewProps, type VisitViewState, visitWhen } from './VisitView';
