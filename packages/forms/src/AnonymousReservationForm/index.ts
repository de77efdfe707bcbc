export { AnonymousReservationForm, type AnonymousReservationFormProps } from './AnonymousReservationForm';
export { AnonymousReservationFormPending } from './AnonymousReservationFormPending';
