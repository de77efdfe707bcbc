export { ReservationConfirmation, type ReservationConfirmationProps } from './ReservationConfirmation';
