import { parseIsoDate } from '@portal/domain';
import { type RefObject, useContext, useEffect, useRef } from 'react';
import {
  I18nProvider as AriaI18nProvider,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
} from 'react-aria-components';
import { useLang } from '../i18n';
import {
  calendar,
  cell,
  grid,
  header,
  inPopover,
  legendMark,
  legend as legendStyle,
  month,
  navButton,
  weekday,
} from './DatePicker.css';
import { calendarLocales, isoOf } from './isoDates';

export interface DateCalendarProps {
  /** Names the calendar for screen readers, e.g. 'Appointment date'. */
  label: string;
  /** The chosen date, `yyyy-mm-dd`; `null` for none. */
  value: string | null;
  /** Called with the date a person chooses, `yyyy-mm-dd`. */
  onChange: (date: string) => void;
  /** Days that have free times, `yyyy-mm-dd`: marked with `data-available` and a bar. Default: none. */
  availableDates?: ReadonlySet<string>;
  /** Days that cannot be chosen, `yyyy-mm-dd`; they carry `data-unavailable`. Default: none. */
  isDateUnavailable?: (date: string) => boolean;
  /** Words under the calendar that explain the bar, e.g. 'Days with free times'. Default: no legend. */
  availableLegend?: string;
  /**
   * Called with the month the calendar shows, `yyyy-mm`, whenever it moves to another one (the
   * buttons, Page Up/Down, the arrow keys, or the chosen date), e.g. to fetch that month's free days.
   * Default: none.
   */
  onVisibleMonthChange?: (month: string) => void;
  /** Draws the calendar as the box of a popover. Default `false`. */
  inPopover?: boolean;
}

/**
 * Puts the chosen `yyyy-mm-dd` date into react-aria's calendar state, and with `focus` moves focus onto
 * it once. The date object is made from the calendar's own focused date (`set` keeps its calendar
 * system), because @internationalized/date is not a dependency of this package; `syncing` keeps the
 * calendar's change event from echoing the date back. Focus is moved here rather than by the calendar's
 * `autoFocus`, which would focus today before the chosen date is known.
 */
function ChosenDate({
  value,
  focus,
  syncing,
}: {
  value: string | null;
  focus: boolean;
  syncing: RefObject<boolean>;
}) {
  const state = useContext(CalendarStateContext);
  const focused = useRef(false);
  useEffect(() => {
    if (state === null) return;
    const parts = value === null ? null : parseIsoDate(value);
    // The calendar chooses single days, but its context is typed for multiple choice too.
    const current = state.value !== null && 'year' in state.value ? isoOf(state.value) : null;
    if (parts !== null && current !== value) {
      const date = state.focusedDate.set(parts);
      syncing.current = true;
      state.setValue(date);
      syncing.current = false;
      state.setFocusedDate(date);
    }
    if (focus && !focused.current) {
      focused.current = true;
      state.setFocused(true);
    }
  }, [state, value, focus, syncing]);
  return null;
}

function Chevron({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A month calendar: react-aria's Calendar (grid navigation by arrow keys, Page Up/Down for months, the
 * days named in the page language) whose weeks start on Monday, as in Finland and Sweden. Days with
 * free times carry `data-available`.
 */
export function DateCalendar({
  label,
  value,
  onChange,
  availableDates,
  isDateUnavailable,
  availableLegend,
  onVisibleMonthChange,
  inPopover: popover = false,
}: DateCalendarProps) {
  const lang = useLang();
  const syncing = useRef(false);
  const shownMonth = useRef<string | null>(null);
  // A one-month calendar shows the month of its focused day; focus moves within a month often.
  const focusChanged = (date: { year: number; month: number; day: number }) => {
    const month = isoOf(date).slice(0, 7);
    if (month === shownMonth.current) return;
    shownMonth.current = month;
    onVisibleMonthChange?.(month);
  };
  return (
    <AriaI18nProvider locale={calendarLocales[lang]}>
      <Calendar
        aria-label={label}
        firstDayOfWeek="mon"
        isDateUnavailable={
          isDateUnavailable === undefined ? undefined : (date) => isDateUnavailable(isoOf(date))
        }
        onChange={(date) => {
          if (!syncing.current) onChange(isoOf(date));
        }}
        onFocusChange={focusChanged}
        className={popover ? `${calendar} ${inPopover}` : calendar}
      >
        {/* In the picker's popover focus lands on the chosen day, ready for the arrow keys. */}
        <ChosenDate value={value} focus={popover} syncing={syncing} />
        <div className={header}>
          <Button slot="previous" className={navButton}>
            <Chevron path="M12.5 5l-5 5 5 5" />
          </Button>
          <Heading className={month} />
          <Button slot="next" className={navButton}>
            <Chevron path="M7.5 5l5 5-5 5" />
          </Button>
        </div>
        <CalendarGrid className={grid}>
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell
                date={date}
                data-available={availableDates?.has(isoOf(date)) || undefined}
                className={cell}
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
        {availableLegend !== undefined && (
          <p className={legendStyle}>
            <span className={legendMark} aria-hidden />
            {availableLegend}
          </p>
        )}
      </Calendar>
    </AriaI18nProvider>
  );
}
