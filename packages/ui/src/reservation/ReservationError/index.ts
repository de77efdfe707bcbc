export { ReservationError, type ReservationErrorProps } from './ReservationError';
