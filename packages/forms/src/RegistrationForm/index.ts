export {
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationValue,
  registrationFormSchema,
} from './RegistrationForm';
