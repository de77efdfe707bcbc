import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { ThemeScope } from '../theme/ThemeProvider';
import { DateCalendar, type DateCalendarProps } from './DateCalendar';
import { dialog } from './DatePicker.css';

export interface DatePickerPopoverProps extends Omit<DateCalendarProps, 'inPopover'> {
  /** The field's box, which the popover sits under and gives the focus back to. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Names the dialog: the id of the field's label. */
  labelId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The month calendar of a `DatePicker`, in react-aria's popover and dialog (focus moves into the
 * calendar and back to the box, Escape closes). Loaded when the box is first reached.
 */
export function DatePickerPopover({
  triggerRef,
  labelId,
  isOpen,
  onOpenChange,
  ...calendar
}: DatePickerPopoverProps) {
  return (
    <Popover placement="bottom start" triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange}>
      <ThemeScope>
        <Dialog aria-labelledby={labelId} className={dialog}>
          <DateCalendar {...calendar} inPopover />
        </Dialog>
      </ThemeScope>
    </Popover>
  );
}
