export {
  ReservationPage,
  type ReservationPageProps,
  type ReservationPageState,
  reservationPageStatuses,
} from './ReservationPage';
