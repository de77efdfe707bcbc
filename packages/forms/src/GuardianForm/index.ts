export { GuardianForm, type GuardianFormProps } from './GuardianForm';
