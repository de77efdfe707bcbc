export { BookPanel, type BookPanelProps } from './BookPanel';
