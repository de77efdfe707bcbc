export { BookingForm, type BookingFormProps, type BookingFormReservation } from './BookingForm';
