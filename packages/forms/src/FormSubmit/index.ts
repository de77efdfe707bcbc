export { FormSubmit, type FormSubmitProps } from './FormSubmit';
