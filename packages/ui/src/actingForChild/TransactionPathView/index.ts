export { TransactionPathView, type TransactionPathViewProps } from './TransactionPathView';
