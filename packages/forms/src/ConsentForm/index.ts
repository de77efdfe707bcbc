export { ConsentForm, type ConsentFormProps } from './ConsentForm';
