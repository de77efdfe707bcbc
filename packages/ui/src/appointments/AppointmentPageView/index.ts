export {
  type AppointmentPageState,
  AppointmentPageView,
  type AppointmentPageViewProps,
} from './AppointmentPageView';
