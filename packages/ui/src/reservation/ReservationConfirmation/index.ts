export {
  CANCEL_STATES,
  type CancelState,
  ReservationConfirmation,
  type ReservationConfirmationProps,
} from './ReservationConfirmation';
