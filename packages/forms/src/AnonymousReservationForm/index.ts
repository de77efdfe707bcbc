export { AnonymousReservationForm, type AnonymousReservationFormProps } from './AnonymousReservationForm';
