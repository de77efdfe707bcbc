export {
  addDays,
  type CalendarDate,
  compareDates,
  daysInMonth,
  formatIsoDate,
  fromEpochDay,
  isLeapYear,
  isoWeekday,
  isRealDate,
  parseIsoDate,
  toEpochDay,
  wholeYearsBetween,
} from './calendar';
