export { appointmentIcs, type CalendarEvent, foldLine, icsFileName } from './ics';
