export { ContactForm, type ContactFormProps, type ContactFormValue, contactFormSchema } from './ContactForm';
