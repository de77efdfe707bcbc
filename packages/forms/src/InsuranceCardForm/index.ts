export { InsuranceCardForm, type InsuranceCardFormProps } from './InsuranceCardForm';
