import type { OwnAppointmentWire } from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Skeleton } from '../../Skeleton';
import { heading, list, muted, page, subheading } from '../appointments.css';
import { OwnAppointmentItem } from '../OwnAppointmentItem';

/** What the list shows: loading, the load failed, or the patient's future and past times. */
export type AppointmentListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | {
      readonly kind: 'ready';
      readonly future: readonly OwnAppointmentWire[];
      readonly past: readonly OwnAppointmentWire[];
    };

export interface AppointmentListViewProps {
  state: AppointmentListState;
  /** The brand's cancellation deadline, named in the intro. */
  cancellationDeadlineHours: number;
  /** Where a new time is booked. */
  bookNewHref: string;
  /** The address of one appointment's page. */
  appointmentHref: (id: number) => string;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
  /** The past times show from the start. Default `false`: behind a button. */
  defaultShowPast?: boolean;
}

/**
 * The patient's appointments (patient-area.md §2): the intro with the brand's cancellation deadline,
 * the book-new button, the future times or 'No appointments', and the past ones behind a button.
 */
export function AppointmentListView({
  state,
  cancellationDeadlineHours,
  bookNewHref,
  appointmentHref,
  onRetry,
  defaultShowPast = false,
}: AppointmentListViewProps) {
  const LL = useWords().ownAppointments.list;
  const [showPast, setShowPast] = useState(defaultShowPast);
  const futureId = useId();
  const pastId = useId();
  return (
    <div className={page} data-state={state.kind}>
      <h1 className={heading}>{LL.title()}</h1>
      <p className={muted}>{LL.intro({ hours: cancellationDeadlineHours })}</p>
      <div>
        <ButtonLink href={bookNewHref}>{LL.bookNew()}</ButtonLink>
      </div>
      {state.kind === 'loading' && <Skeleton label={LL.future()} shape="blocks" count={3} />}
      {state.kind === 'error' && <ErrorView onRetry={onRetry} />}
      {state.kind === 'ready' && (
        <>
          <section aria-labelledby={futureId}>
            <h2 id={futureId} className={subheading}>
              {LL.future()}
            </h2>
            {state.future.length === 0 ? (
              <p className={muted}>{LL.none()}</p>
            ) : (
              <ul className={list}>
                {state.future.map((appointment) => (
                  <li key={appointment.id}>
                    <OwnAppointmentItem appointment={appointment} href={appointmentHref(appointment.id)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={pastId} data-open={showPast}>
            <h2 id={pastId} className={subheading}>
              {LL.past()}
            </h2>
            <Button variant="secondary" aria-expanded={showPast} onPress={() => setShowPast(!showPast)}>
              {showPast ? LL.hidePast() : LL.showPast()}
            </Button>
            {showPast &&
              (state.past.length === 0 ? (
                <p className={muted}>{LL.noPast()}</p>
              ) : (
                <ul className={list}>
                  {state.past.map((appointment) => (
                    <li key={appointment.id}>
                      <OwnAppointmentItem appointment={appointment} href={appointmentHref(appointment.id)} />
                    </li>
                  ))}
                </ul>
              ))}
          </section>
        </>
      )}
    </div>
  );
}
