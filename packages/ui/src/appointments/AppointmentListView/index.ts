export {
  type AppointmentListState,
  AppointmentListView,
  type AppointmentListViewProps,
} from './AppointmentListView';
