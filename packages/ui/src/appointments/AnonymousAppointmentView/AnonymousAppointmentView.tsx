import {
  type AnonymousAppointmentWire,
  type AnonymousLinkState,
  anonymousLinkActions,
  anonymousLinkStatus,
  checkInOpensMinutesBefore,
} from '@portal/domain';
import { useId } from 'react';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { CodeEntry } from '../../CodeEntry';
import { EmptyState } from '../../EmptyState';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { PhoneText } from '../../Link';
import { Notice } from '../../Notice';
import { AppointmentSummary } from '../../reservation/AppointmentSummary';
import { Skeleton } from '../../Skeleton';
import { actions, heading, muted, page } from '../appointments.css';

/** What the link's page shows: loading, the read failed, not found, cancelled, or the appointment. */
export type AnonymousAppointmentPageState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'alreadyCancelled' }
  | { readonly kind: 'ready'; readonly appointment: AnonymousAppointmentWire };

export interface AnonymousAppointmentViewProps {
  state: AnonymousAppointmentPageState;
  /** Where check-in stands (domain `nextAnonymousLink`). Default: waiting for the visitor. */
  link?: AnonymousLinkState;
  onStartCheckIn?: () => void;
  /** The four characters, once all are typed. */
  onSubmitCode?: (endPart: string) => void;
  onBack?: () => void;
  /** After a failure: back to the start. */
  onRetry?: () => void;
  /** Reads the appointment again after a failed read. */
  onReload?: () => void;
  /** Minutes until the locked check-in opens again after too many tries; `null`: not locked. Default `null`. */
  lockedMinutes?: number | null;
  /** Strong sign-in, back to the patient's own appointment. */
  loginHref: string;
  /** Strong sign-in, then the consent form, then back to the appointment (patient-area.md §4). */
  consentHref: string;
  /** Where a new time is booked. */
  reserveHref: string;
  /** The brand's customer service number, a link in the text for a time only a call cancels. */
  customerServicePhone: string;
}

/**
 * The anonymous appointment link (patient-area.md §2, §4, §5, §8): the time and place; check-in with
 * the last four characters of the identity code while check-in is open (when it opens, before), the
 * outcome and the room; and how the time is cancelled: by strong sign-in, or within the deadline only
 * by a call. A time the clinic cancelled says so. An unknown link is not found, a cancelled one offers a new booking.
 */
export function AnonymousAppointmentView({
  state,
  link = { step: 'waiting-for-action' },
  onStartCheckIn,
  onSubmitCode,
  onBack,
  onRetry,
  onReload,
  lockedMinutes = null,
  loginHref,
  consentHref,
  reserveHref,
  customerServicePhone,
}: AnonymousAppointmentViewProps) {
  const LL = useWords().appointmentLink;
  const introId = useId();
  const errorId = useId();
  if (state.kind !== 'ready') {
    return (
      <div className={page} data-state={state.kind}>
        <h1 className={heading}>{LL.title()}</h1>
        {state.kind === 'loading' && <Skeleton label={LL.title()} shape="blocks" count={1} />}
        {state.kind === 'error' && <ErrorView onRetry={onReload} />}
        {state.kind === 'notFound' && (
          <EmptyState
            title={LL.notFound()}
            text={LL.notFoundText()}
            action={
              <span className={actions}>
                <ButtonLink href={loginHref}>{LL.logIn()}</ButtonLink>
                <ButtonLink href={reserveHref} variant="secondary">
                  {LL.reserve()}
                </ButtonLink>
              </span>
            }
          />
        )}
        {state.kind === 'alreadyCancelled' && (
          <EmptyState
            title={LL.alreadyCancelled()}
            text={LL.alreadyCancelledText()}
            action={<ButtonLink href={reserveHref}>{LL.bookNew()}</ButtonLink>}
          />
        )}
      </div>
    );
  }
  const { appointment } = state;
  const status = anonymousLinkStatus(link);
  const offered = anonymousLinkActions(link);
  const checkInOpen = appointment.selfCheckInStatus === 'allowed';
  const entering = link.step === 'waiting-for-confirmation';
  // Checked in just now, before the appointment is read again: nothing is left to cancel.
  const cancel = link.step === 'check-in-success' ? 'none' : appointment.cancel;
  return (
    <div className={page} data-state={link.step}>
      <h1 className={heading}>{LL.title()}</h1>
      <AppointmentSummary appointment={appointment} booked />
      {appointment.hasAppointeeCanceled && <Notice tone="warning">{LL.clinicCancelled()}</Notice>}
      {(link.step === 'check-in-success' || appointment.selfCheckInStatus === 'checkedIn') && (
        <Notice tone="success">
          <p>{LL.checkedIn()}</p>
          {appointment.room !== null && <p>{LL.room({ location: appointment.room.location })}</p>}
        </Notice>
      )}
      {appointment.selfCheckInStatus === 'tooEarly' && link.step === 'waiting-for-action' && (
        <p className={muted}>{LL.checkInOpens({ minutes: checkInOpensMinutesBefore })}</p>
      )}
      {link.step === 'consent-needed' && (
        <Notice tone="warning">
          <p>{LL.consentNeeded()}</p>
          <ButtonLink href={consentHref} variant="secondary">
            {LL.consentLink()}
          </ButtonLink>
        </Notice>
      )}
      {lockedMinutes !== null && <Notice tone="danger">{LL.tooManyTries({ minutes: lockedMinutes })}</Notice>}
      {status === 'response-pending' && <p role="status">{LL.pending()}</p>}
      {link.step === 'failure' && (
        <Notice tone="danger">
          <p>
            {link.failure === 'networkError' && LL.networkError()}
            {link.failure === 'check-in-failure' && LL.checkInFailed()}
            {link.failure === 'cancel-failure' && LL.cancelFailed()}
            {link.failure === 'cancel-too-late' && LL.cancelTooLate()}
          </p>
          <Button variant="secondary" onPress={onRetry}>
            {LL.tryAgain()}
          </Button>
        </Notice>
      )}
      {checkInOpen && offered.includes('startCheckIn') && lockedMinutes === null && (
        <div className={actions}>
          <Button onPress={onStartCheckIn}>{LL.checkIn()}</Button>
        </div>
      )}
      {entering && (
        <div className={page}>
          <p id={introId}>{LL.checkInIntro()}</p>
          <CodeEntry
            kind="identityEndPart"
            label={LL.endPart.label()}
            digitLabel={(position, total) => LL.endPart.characterLabel({ position, total })}
            onComplete={(code) => onSubmitCode?.(code)}
            invalid={link.invalid}
            busy={link.submitting}
            describedBy={link.invalid ? `${introId} ${errorId}` : introId}
            autoFocus
          />
          {link.invalid && (
            <Notice id={errorId} tone="danger">
              <p>{LL.endPart.mismatch()}</p>
              {link.triesLeft !== null && <p>{LL.endPart.triesLeft({ count: link.triesLeft })}</p>}
            </Notice>
          )}
          {offered.includes('back') && (
            <div>
              <Button variant="secondary" onPress={onBack}>
                {LL.back()}
              </Button>
            </div>
          )}
        </div>
      )}
      {cancel === 'logIn' && (
        <Notice tone="info">
          <p className={muted}>{LL.cancelNote()}</p>
          <ButtonLink href={loginHref} variant="secondary">
            {LL.cancelLogIn()}
          </ButtonLink>
        </Notice>
      )}
      {cancel === 'call' && (
        <Notice tone="info">
          <p>
            <PhoneText phone={customerServicePhone} text={LL.callToCancel({ phone: customerServicePhone })} />
          </p>
        </Notice>
      )}
    </div>
  );
}
