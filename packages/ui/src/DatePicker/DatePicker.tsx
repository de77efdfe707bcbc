import { useId, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import {
  description as descriptionStyle,
  errorText,
  type FieldWidth,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { ThemeScope } from '../theme/ThemeProvider';
import { DateCalendar, type DateCalendarProps } from './DateCalendar';
import { dialog, icon, trigger, triggerValue } from './DatePicker.css';
import { shownDate } from './isoDates';

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
 * A date field whose box opens a month calendar (react-aria's DialogTrigger, Popover and Calendar: focus
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
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          aria-labelledby={`${ids.label} ${ids.value}`}
          aria-describedby={describedBy || undefined}
          isDisabled={isDisabled}
          className={`${fieldBox({ width })} ${trigger}`}
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
        <Popover placement="bottom start">
          <ThemeScope>
            <Dialog aria-labelledby={ids.label} className={dialog}>
              <DateCalendar
                {...calendar}
                label={label}
                value={chosen}
                inPopover
                onChange={(date) => {
                  setOwnValue(date);
                  onChange?.(date);
                  setOpen(false);
                }}
              />
            </Dialog>
          </ThemeScope>
        </Popover>
      </DialogTrigger>
      {name !== undefined && <input type="hidden" name={name} value={chosen ?? ''} />}
    </div>
  );
}
