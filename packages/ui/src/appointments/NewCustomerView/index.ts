export { NewCustomerView, type NewCustomerViewProps } from './NewCustomerView';
