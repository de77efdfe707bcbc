/** The patient's visits: the list, one visit and its print view. */

export * from './VisitList';
export * from './VisitPrintView';
export * from './VisitView';
