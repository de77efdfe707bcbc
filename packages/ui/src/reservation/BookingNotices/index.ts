export {
  Kela65Notice,
  PriceInformation,
  type PriceInformationProps,
  ReservationNotification,
  type ReservationNotificationProps,
  VaccineNotice,
} from './BookingNotices';
