export { AppointmentList, type AppointmentListProps } from './AppointmentList';
export { AppointmentRow, type AppointmentRowProps } from './AppointmentRow';
export { type ClinicSuggestion, EmptySuggestions, type EmptySuggestionsProps } from './EmptySuggestions';
