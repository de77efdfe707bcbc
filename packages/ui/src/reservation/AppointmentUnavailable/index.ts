export {
  AppointmentUnavailable,
  type AppointmentUnavailableProps,
  type UnavailableReason,
  unavailableReasons,
} from './AppointmentUnavailable';
