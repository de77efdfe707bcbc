export { ReasonForVisit, type ReasonForVisitProps } from './ReasonForVisit';
