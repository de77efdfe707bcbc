export { AppointmentDetails, type AppointmentDetailsProps } from './AppointmentDetails';
