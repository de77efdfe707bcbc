export * from './AccessibilityStatementView';
export * from './ChatNoticeView';
export * from './HelpView';
export * from './TermsView';
