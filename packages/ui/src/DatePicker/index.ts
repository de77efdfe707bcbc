export { DateCalendar, type DateCalendarProps } from './DateCalendar';
export { DatePicker, type DatePickerProps } from './DatePicker';
