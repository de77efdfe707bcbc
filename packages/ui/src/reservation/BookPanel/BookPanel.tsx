import type { BookingBlocker, OccupationalConfirmation } from '@portal/domain';
import { useId } from 'react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { useWords } from '../../i18n';
import { actions, plainList, section } from '../reservation.css';

export interface BookPanelProps {
  /** The occupational confirmation the specialty asks for (domain `bookingConfirmationOf`); `none` shows no box. */
  confirmation: OccupationalConfirmation;
  /** The occupational box is ticked. */
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** The appointment starts within the binding threshold (domain `requiresBindingConfirmation`). */
  bindingRequired: boolean;
  /** The binding box is ticked. */
  bindingAccepted: boolean;
  onBindingAcceptedChange: (accepted: boolean) => void;
  /** Why the Book button is disabled (domain `bookingBlockers`); empty when the person may book. */
  blockers: readonly BookingBlocker[];
  /** Books the appointment. */
  onBook: () => void;
}

/**
 * The end of the booking page (booking.md §2 item 7, §5): the binding and occupational boxes, the
 * reasons the Book button waits, and the button itself ('Reserving...' while the reservation runs).
 */
export function BookPanel({
  confirmation,
  confirmed,
  onConfirmedChange,
  bindingRequired,
  bindingAccepted,
  onBindingAcceptedChange,
  blockers,
  onBook,
}: BookPanelProps) {
  const LL = useWords().reservation.book;
  const reasonsId = useId();
  const reserving = blockers.includes('reserving');
  const reasons = blockers.filter((blocker) => blocker !== 'reserving');
  const state = reserving ? 'reserving' : reasons.length > 0 ? 'blocked' : 'ready';
  return (
    <div className={section} data-state={state}>
      {confirmation !== 'none' && (
        <Checkbox isSelected={confirmed} onChange={onConfirmedChange} isDisabled={reserving}>
          {LL.occupational[confirmation]()}
        </Checkbox>
      )}
      {bindingRequired && (
        <Checkbox isSelected={bindingAccepted} onChange={onBindingAcceptedChange} isDisabled={reserving}>
          {LL.binding()}
        </Checkbox>
      )}
      {reasons.length > 0 && (
        <div id={reasonsId}>
          <p>{LL.blockedTitle()}</p>
          <ul className={plainList}>
            {reasons.map((blocker) => (
              <li key={blocker}>{LL.blockers[blocker]()}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={actions}>
        <Button
          onPress={onBook}
          isDisabled={reasons.length > 0}
          busy={reserving}
          busyLabel={LL.reserving()}
          aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        >
          {LL.button()}
        </Button>
      </div>
    </div>
  );
}
