export { formatDate, formatTime, type RelativeLabel, relativeLabel } from './format';
export {
  adjustRangeToTimeOfDay,
  type DateRangeInput,
  expandListRange,
  helsinkiDayBounds,
  type InstantRange,
} from './range';
export { isWithinHours, type ReferralHint, type ReferralValidity, referralValidity } from './referral';
export {
  defaultTimeOfDay,
  type HourWindow,
  isInTimeOfDay,
  isTimeOfDay,
  type TimeOfDay,
  timeOfDayOf,
  timeOfDayWindows,
  timesOfDay,
} from './time-of-day';
export {
  type HelsinkiParts,
  helsinkiDate,
  helsinkiInstant,
  helsinkiIsoDate,
  helsinkiOffsetMinutes,
  helsinkiParts,
  timeZone,
  toCalendarDate,
} from './zone';
