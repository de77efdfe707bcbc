export { BookingInterrupted, type BookingInterruptedProps } from './BookingInterrupted';
