export { RenewalForm, type RenewalFormProps, type RenewalFormState } from './RenewalForm';
