import type { AppointmentWire } from '@portal/domain';
import {
  AppointmentSummary,
  AppointmentUnavailable,
  BookingInterrupted,
  type BookingInterruptedProps,
  ErrorView,
  LoginPrompt,
  type LoginPromptProps,
  Skeleton,
  Stack,
  type UnavailableReason,
  useWords,
} from '@portal/ui';
import { type ReactNode, useId } from 'react';
import {
  AnonymousReservationForm,
  AnonymousReservationFormPending,
  type AnonymousReservationFormProps,
} from '../AnonymousReservationForm';
import * as styles from './ReservationPage.css';

/** The states of a reservation page before its booking form, as named strings. */
export const reservationPageStatuses = [
  'loading',
  'unavailable',
  'loadFailed',
  'loginRequired',
  'anonymousForm',
  'anonymousFormPending',
  'registration',
  'interrupted',
] as const;

/**
 * What a reservation page shows before the booking form (booking.md §2 items 6, 7, 9): the time
 * being read, gone, or not read; then, with the time's summary, the login prompt, the anonymous
 * form, the registration or 'booking interrupted'.
 */
export type ReservationPageState =
  | { readonly status: 'loading' }
  /** The time was taken, is past or was removed; `backHref` leads to the list the person came from. */
  | { readonly status: 'unavailable'; readonly reason: UnavailableReason; readonly backHref: string }
  | { readonly status: 'loadFailed'; readonly onRetry: () => void }
  | {
      readonly status: 'loginRequired';
      readonly appointment: AppointmentWire;
      readonly prompt: LoginPromptProps;
    }
  | {
      readonly status: 'anonymousForm';
      readonly appointment: AppointmentWire;
      readonly form: AnonymousReservationFormProps;
    }
  /** A page drawn on the server: the time and the anonymous form's words, its fields once the app runs. */
  | { readonly status: 'anonymousFormPending'; readonly appointment: AppointmentWire }
  | {
      readonly status: 'registration';
      readonly appointment: AppointmentWire;
      /** The registration form, wired to its call by the page. */
      readonly registration: ReactNode;
    }
  | {
      readonly status: 'interrupted';
      readonly appointment: AppointmentWire;
      readonly billing: BookingInterruptedProps['billing'];
    };

export interface ReservationPageProps {
  /** The state the page picked. */
  state: ReservationPageState;
}

/**
 * A reservation page's states before booking, one layout for the signed-out, anonymous and
 * signed-in pages; the state shows as `data-state`. The booking form (`BookingForm`) and the
 * confirmation replace it once the person may book.
 */
export function ReservationPage({ state }: ReservationPageProps) {
  return <div data-state={state.status}>{body(state)}</div>;
}

function body(state: ReservationPageState): ReactNode {
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'unavailable':
      return <AppointmentUnavailable reason={state.reason} backHref={state.backHref} />;
    case 'loadFailed':
      return <ErrorView headingLevel={1} onRetry={state.onRetry} />;
    case 'loginRequired':
      return (
        <WithSummary appointment={state.appointment}>
          <LoginPrompt {...state.prompt} />
        </WithSummary>
      );
    case 'anonymousForm':
      return (
        <WithSummary appointment={state.appointment}>
          <AnonymousSection form={state.form} />
        </WithSummary>
      );
    case 'anonymousFormPending':
      return (
        <WithSummary appointment={state.appointment}>
          <AnonymousSection form={null} />
        </WithSummary>
      );
    case 'registration':
      return <WithSummary appointment={state.appointment}>{state.registration}</WithSummary>;
    case 'interrupted':
      return (
        <WithSummary appointment={state.appointment}>
          <BookingInterrupted billing={state.billing} />
        </WithSummary>
      );
    default:
      return state satisfies never;
  }
}

/** The page's title at once, as every loaded state has it, and the time's place held below it. */
function Loading() {
  const LL = useWords().reservation;
  return (
    <div className={styles.loading}>
      <Stack space="lg">
        <h1>{LL.page.title()}</h1>
        <Skeleton label={LL.page.loading()} shape="blocks" count={2} />
      </Stack>
    </div>
  );
}

function WithSummary({ appointment, children }: { appointment: AppointmentWire; children: ReactNode }) {
  const LL = useWords().reservation;
  return (
    <Stack space="lg">
      <h1>{LL.page.title()}</h1>
      <AppointmentSummary appointment={appointment} />
      {children}
    </Stack>
  );
}

function AnonymousSection({ form }: { form: AnonymousReservationFormProps | null }) {
  const LL = useWords().reservation;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack space="md">
        <h2 id={titleId}>{LL.anonymous.title()}</h2>
        {form === null ? <AnonymousReservationFormPending /> : <AnonymousReservationForm {...form} />}
      </Stack>
    </section>
  );
}
