export { AppointmentSummary, type AppointmentSummaryProps } from './AppointmentSummary';
