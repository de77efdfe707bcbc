/**
 * The portal's React components. They hold no words of their own: every text comes in as a prop or from
 * the i18n context (`useWords`).
 */

export * from './Avatar';
export * from './appointments';
export * from './Box';
export * from './Breadcrumbs';
export * from './Button';
export * from './ButtonLink';
export * from './Card';
export * from './Checkbox';
export * from './CodeEntry';
export * from './ComboBox';
export * from './ConfirmDialog';
export * from './clock';
export * from './DatePicker';
export * from './DateText';
export * from './EmptyState';
export * from './ErrorView';
export * from './i18n';
export * from './insurance';
export * from './invoices';
export * from './Link';
export * from './Money';
export * from './MultiComboBox';
export * from './Notice';
export * from './Pagination';
export * from './ProgressBar';
export * from './pageShell';
export * from './pageStates';
export * from './RadioGroup';
export * from './RelativeTime';
export * from './reservation';
export * from './Select';
export * from './Skeleton';
export * from './Spinner';
export * from './Stack';
export * from './search';
export * from './signIn';
export * from './Tabs';
export * from './TextArea';
export * from './TextField';
export * from './Toast';
export * from './theme';
