export {
  AccessibilityStatementView,
  type AccessibilityStatementViewProps,
  type AuditResultsState,
} from './AccessibilityStatementView';
