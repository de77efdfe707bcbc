import { type CustomerType, formatDate, formatTime, type ReservationDetails } from '@portal/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useNow } from '../../clock';
import { useLang, useWords } from '../../i18n';
import { Link, PhoneText } from '../../Link';
import { Notice } from '../../Notice';
import { AppointmentSummary } from '../AppointmentSummary';
import { actions, pageHeading, section } from '../reservation.css';
import { hero, mark, part, partHeading, partText } from './ReservationConfirmation.css';
import { WhatNext } from './WhatNext';

/**
 * Where cancelling the reserved time stands: not asked, the delete call running, done, or refused
 * (`tooLate` when the time is within the brand's cancellation deadline).
 */
export const CANCEL_STATES = ['idle', 'cancelling', 'cancelled', 'failed', 'tooLate'] as const;
export type CancelState = (typeof CANCEL_STATES)[number];

export interface ReservationConfirmationProps {
  /** What the server answered for the reservation. */
  details: ReservationDetails;
  /** Whether the cancel button shows (domain `showsCancelButton`: not inside in-app booking, not anonymous). */
  showCancelButton: boolean;
  /** Where cancelling stands. Default `'idle'`. */
  cancelState?: CancelState;
  /** Called when the person confirms the cancellation in the dialog. */
  onCancel?: () => void;
  /** The brand's customer service phone, named when cancelling fails. */
  customerServicePhone: string;
  /** The brand's cancellation deadline in hours, named when the time is too near to cancel. */
  cancellationDeadlineHours: number;
  /** The person's appointments; `null` while that page is not built, and the link is not shown. */
  appointmentsHref: string | null;
  /** The appointment list, where a new time is booked after cancelling. */
  bookNewHref: string;
  /** The calendar file as a `data:` or `blob:` address, with its file name. Default: no download. */
  calendar?: { href: string; fileName: string } | undefined;
  /** Whom the time was booked as: it says who pays and whether a price shows. Default `'private'`. */
  customerType?: CustomerType;
}

/** The success mark beside the heading: a tick in a circle, decoration only. */
function SuccessMark() {
  return (
    <svg viewBox="0 0 48 48" className={mark} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="currentColor" />
      <path
        d="M14 25l7 7 13-15"
        fill="none"
        stroke="white"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The confirmation after a reservation (booking.md §2 item 7, §4): its heading takes focus so the
 * person lands on it at the top of the page, the cancellation notice says until when the time can be
 * cancelled online, and the cancel button asks once more before the time is cancelled in place
 * (patient-area.md §5). The outcome replaces the button and takes focus, and the heading says the
 * time is cancelled. A time booked within the deadline is binding: the page says so, with the phone.
 */
export function ReservationConfirmation({
  details,
  showCancelButton,
  cancelState = 'idle',
  onCancel,
  customerServicePhone,
  cancellationDeadlineHours,
  appointmentsHref,
  bookNewHref,
  calendar,
  customerType = 'private',
}: ReservationConfirmationProps) {
  const LL = useWords().reservation.confirmation;
  const components = useWords().components;
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const cancelHeadingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const decided = cancelState !== 'idle' && cancelState !== 'cancelling';
  useEffect(() => {
    if (decided) outcome.current?.focus();
  }, [decided]);
  const deadline = new Date(details.cancellableUntil);
  const phone = customerServicePhone;
  const now = useNow();
  // A time booked within the cancellation deadline is binding from the start: no deadline to name,
  // no button that could only answer 'too late'.
  const binding = now.getTime() > deadline.getTime();
  const cancelled = cancelState === 'cancelled';
  return (
    <div
      className={section}
      data-state={cancelled ? 'cancelled' : 'confirmed'}
      data-binding={binding ? '' : undefined}
    >
      <div className={hero}>
        {!cancelled && <SuccessMark />}
        <h1 ref={heading} tabIndex={-1} className={pageHeading}>
          {cancelled ? LL.cancelledTitle() : LL.title()}
        </h1>
      </div>
      {!cancelled && (
        <Notice tone="success">
          <p>{LL.text({ email: details.emailAddress, phone: details.phone })}</p>
        </Notice>
      )}
      <AppointmentSummary appointment={details.appointment} />
      {!cancelled && <WhatNext details={details} customerType={customerType} />}
      <div ref={outcome} tabIndex={-1} data-cancel={cancelState}>
        {cancelState === 'cancelled' && (
          <Notice tone="success" title={LL.cancelled()}>
            <p>{LL.cancelledText({ email: details.emailAddress, phone: details.phone })}</p>
            <Link href={bookNewHref} variant="standalone">
              {LL.bookNew()}
            </Link>
          </Notice>
        )}
        {(cancelState === 'failed' || cancelState === 'tooLate') && (
          <Notice tone="danger" title={LL.cancelFailedTitle()}>
            <p>
              <PhoneText
                phone={phone}
                text={
                  cancelState === 'tooLate'
                    ? LL.cancelTooLate({ hours: cancellationDeadlineHours, phone })
                    : LL.cancelFailed({ phone })
                }
              />
            </p>
          </Notice>
        )}
      </div>
      <div className={actions}>
        {appointmentsHref !== null && (
          <ButtonLink href={appointmentsHref} variant="primary">
            {LL.ownAppointments()}
          </ButtonLink>
        )}
        {calendar !== undefined && cancelState !== 'cancelled' && (
          <Link href={calendar.href} download={calendar.fileName} variant="standalone">
            {LL.calendar()}
          </Link>
        )}
      </div>
      {/* Cancelling comes last, under its own heading: the way out, not the page's main action. */}
      {!cancelled && (
        <section className={part} aria-labelledby={cancelHeadingId}>
          <h2 id={cancelHeadingId} className={partHeading}>
            {LL.next.cancelTitle()}
          </h2>
          <p className={partText}>
            {binding ? (
              <PhoneText phone={phone} text={LL.binding({ phone })} />
            ) : (
              LL.cancellation({
                deadline: components.dateTime({
                  date: formatDate(deadline),
                  time: formatTime(deadline, lang),
                }),
              })
            )}
          </p>
          {showCancelButton && !binding && !decided && (
            <div>
              <Button variant="secondary" onPress={() => setAsking(true)}>
                {LL.cancelButton()}
              </Button>
            </div>
          )}
        </section>
      )}
      <ConfirmDialog
        open={asking && !binding && !decided}
        onOpenChange={setAsking}
        title={LL.cancelDialog.title()}
        text={LL.cancelDialog.text()}
        confirmLabel={LL.cancelDialog.confirm()}
        cancelLabel={LL.cancelDialog.keep()}
        busy={cancelState === 'cancelling'}
        busyLabel={LL.cancelDialog.busy()}
        onConfirm={() => onCancel?.()}
      />
    </div>
  );
}
