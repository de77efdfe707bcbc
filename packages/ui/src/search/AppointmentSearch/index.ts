export { AppointmentSearch, type AppointmentSearchProps } from './AppointmentSearch';
