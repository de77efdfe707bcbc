export { ContactForm, type ContactFormProps, type ContactFormValue } from './ContactForm';
