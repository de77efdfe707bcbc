export { OwnAppointmentItem, type OwnAppointmentItemProps } from './OwnAppointmentItem';
