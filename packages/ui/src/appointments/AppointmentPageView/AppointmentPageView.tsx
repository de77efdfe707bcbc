import type { ReactNode } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { EmptyState } from '../../EmptyState';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Skeleton } from '../../Skeleton';
import { heading, page } from '../appointments.css';

/** What the appointment page shows: loading, the read failed, not found, or the appointments. */
export type AppointmentPageState = 'loading' | 'error' | 'notFound' | 'ready';

export interface AppointmentPageViewProps {
  state: AppointmentPageState;
  /** The appointments' details, one `AppointmentDetails` each, while `ready`. */
  children?: ReactNode;
  /** The appointments list, the page's parent. */
  appointmentsHref: string;
  /** Where a new time is reserved, offered when the appointment is not found. */
  reserveHref: string;
  /** Reads the appointment again after a failure. */
  onRetry?: () => void;
}

/**
 * The single appointment page (patient-area.md §2): titled 'Appointment', with a link to all
 * appointments; when none of the ids is the patient's, 'The appointment could not be found' with a
 * link to reserve a new time.
 */
export function AppointmentPageView({
  state,
  children,
  appointmentsHref,
  reserveHref,
  onRetry,
}: AppointmentPageViewProps) {
  const LL = useWords().ownAppointments.appointment;
  return (
    <div className={page} data-state={state}>
      <h1 className={heading}>{LL.title()}</h1>
      {state === 'loading' && <Skeleton label={LL.title()} shape="blocks" count={1} />}
      {state === 'error' && <ErrorView onRetry={onRetry} />}
      {state === 'notFound' && (
        <EmptyState
          title={LL.notFound()}
          text={LL.notFoundText()}
          action={<ButtonLink href={reserveHref}>{LL.reserveNew()}</ButtonLink>}
        />
      )}
      {state === 'ready' && children}
      <div>
        <Link href={appointmentsHref} variant="standalone">
          {LL.allAppointments()}
        </Link>
      </div>
    </div>
  );
}
