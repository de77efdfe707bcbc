import { type ComponentProps, Suspense, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  description as descriptionStyle,
  errorText,
  type FieldWidth,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { preloadable } from '../preloadable';
import type { DateCalendarProps } from './DateCalendar';
import { icon, trigger, triggerValue } from './DatePicker.css';
import { shownDate } from './isoDates';

// The calendar (react-aria's calendar, popover and dialog, and its dates' arithmetic) is most of a
// date field's code and is needed only once the box is pressed: it loads when the pointer or the
// focus reaches the box.
const popover = preloadable(() => import('./DatePickerPopover'));

function LoadedPopover(props: ComponentProps<typeof import('./DatePickerPopover').DatePickerPopover>) {
  const { DatePickerPopover } = popover.read();
  return <DatePickerPopover {...props} />;
}

export interface DatePickerProps
  extends Pick<
    DateCalendarProps,
    'availableDates' | 'isDateUnavailable' | 'availableLegend' | 'onVisibleMonthChange'
  > {
  /** The field's name, shown above the box, e.g. 'Appointment date'. */
  label: string;
  /** Shown in the box while no date is chosen, e.g. 'Choose'. */
  placeholder: string;
  /** A hint under the label. Default: none. */
  description?: string;
  /** Why the date is refused; when given the field is invalid. Default: valid. */
  errorMessage?: string;
  /** The chosen date, `yyyy-mm-dd` (controlled); `null` for none. */
  value?: string | null;
  /** The date chosen at first, `yyyy-mm-dd` (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen date, `yyyy-mm-dd`. */
  onChange?: (date: string) => void;
  /** The form field name; the date is then sent as `yyyy-mm-dd` with the form. */
  name?: string;
  /** Whether a date must be chosen; marks the label. Default `false`. */
  isRequired?: boolean;
  /** Whether the field can be used. Default `false`. */
  isDisabled?: boolean;
  /** Width of the box. Default `'medium'`. */
  width?: FieldWidth;
}

/**
 * A date field whose box opens a month calendar (react-aria's Popover, Dialog and Calendar: focus
 * moves into the calendar and back, Escape closes). Dates travel as `yyyy-mm-dd`, as in the booking
 * addresses; the box shows the chosen date as d.M.yyyy.
 */
export function DatePicker({
  label,
  placeholder,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  name,
  isRequired = false,
  isDisabled = false,
  width = 'medium',
  ...calendar
}: DatePickerProps) {
  const ids = { label: useId(), value: useId(), description: useId(), error: useId() };
  const [ownValue, setOwnValue] = useState<string | null>(defaultValue ?? null);
  const [isOpen, setOpen] = useState(false);
  // The calendar is drawn from the first opening on, so that it closes as react-aria's popover does.
  const [opened, setOpened] = useState(false);
  const box = useRef<HTMLButtonElement>(null);
  const preload = () => void popover.load().catch(() => undefined);
  const chosen = value === undefined ? ownValue : value;
  const shown = chosen === null ? null : shownDate(chosen);
  const invalid = errorMessage !== undefined;
  const describedBy = [description && ids.description, invalid && ids.error].filter(Boolean).join(' ');

  return (
    <div
      className={fieldRoot}
      data-required={isRequired || undefined}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={ids.label} className={labelStyle}>
        {label}
      </span>
      {description !== undefined && (
        <span id={ids.description} className={descriptionStyle}>
          {description}
        </span>
      )}
      {invalid && (
        <span id={ids.error} className={errorText}>
          {errorMessage}
        </span>
      )}
      <Button
        ref={box}
        aria-labelledby={`${ids.label} ${ids.value}`}
        aria-describedby={describedBy || undefined}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        isDisabled={isDisabled}
        className={`${fieldBox({ width })} ${trigger}`}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span id={ids.value} data-placeholder={shown === null || undefined} className={triggerValue}>
          {shown ?? placeholder}
        </span>
        <svg viewBox="0 0 20 20" className={icon} aria-hidden focusable="false">
          <rect
            x="3"
            y="4.5"
            width="14"
            height="12.5"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path
            d="M3 8.5h14M7 2.5v4M13 2.5v4"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LoadedPopover
            {...calendar}
            triggerRef={box}
            labelId={ids.label}
            isOpen={isOpen}
            onOpenChange={setOpen}
            label={label}
            value={chosen}
            onChange={(date) => {
              setOwnValue(date);
              onChange?.(date);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      {name !== undefined && <input type="hidden" name={name} value={chosen ?? ''} />}
    </div>
  );
}
