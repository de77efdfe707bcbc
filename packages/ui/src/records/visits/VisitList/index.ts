export { VisitList, type VisitListProps, type VisitListState } from './VisitList';
