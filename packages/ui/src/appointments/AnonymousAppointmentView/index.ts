export {
  type AnonymousAppointmentPageState,
  AnonymousAppointmentView,
  type AnonymousAppointmentViewProps,
} from './AnonymousAppointmentView';
