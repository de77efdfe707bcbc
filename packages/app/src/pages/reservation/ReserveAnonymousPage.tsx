import {
  type AnonymousFormValue,
  type AnonymousReservationEvent,
  type AnonymousReservationState,
  type AppointmentWire,
  anonymousRefusalOf,
  anonymousReservationNeedsStrongLogin,
  anonymousReservePayload,
  asksLoginChoice,
  buildPath,
  builtPath,
  initialAnonymousReservation,
  internalOrganizationOf,
  loginDestination,
  nextAnonymousReservation,
  type ReservationDetails,
  reservationBackLink,
} from '@portal/domain';
import { ReservationPage } from '@portal/forms';
import { useNow } from '@portal/ui';
import { useReducer, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { useHydrating } from '../../prerender/useHydrating';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AppointmentGate } from './AppointmentGate';
import { Confirmation } from './Confirmation';
import { useAnonymousReserveMutation } from './mutations';
import { useAppointmentId } from './useAppointment';

/**
 * `/{lang}/{anonymous word}/{reserve word}/{id}`: the appointment summary and the anonymous form, or
 * the login prompt when the time or an answer asks for strong identification (booking.md §2 item 6, §4).
 * A signed-in visitor is taken to the signed-in reservation page of the same time.
 */
export function ReserveAnonymousPage() {
  const LL = useI18n();
  const { session, lang } = usePortal();
  const [query] = useSearchParams();
  const id = useAppointmentId();
  useDocumentTitle(LL.reservation.page.title());
  if (session.isSessionValid && id !== null) {
    return (
      <Navigate to={buildPath('reserve', lang, { id }, { from: query.get('from') ?? undefined })} replace />
    );
  }
  return (
    <AppointmentGate>{(appointment) => <AnonymousReservation appointment={appointment} />}</AppointmentGate>
  );
}

type State = AnonymousReservationState<ReservationDetails>;
// `restart` opens the reservation afresh when the server says the time needs identification.
type Event =
  | AnonymousReservationEvent<ReservationDetails>
  | { readonly type: 'restart'; readonly state: State };

function AnonymousReservation({ appointment }: { appointment: AppointmentWire }) {
  const { lang, brand } = usePortal();
  const [query] = useSearchParams();
  const now = useNow();
  const backHref = reservationBackLink(query.get('from'), lang);
  const [state, send] = useReducer(
    (before: State, event: Event) =>
      event.type === 'restart' ? event.state : nextAnonymousReservation(before, event),
    undefined,
    () =>
      initialAnonymousReservation({
        needsStrongLogin: anonymousReservationNeedsStrongLogin(appointment),
        asksLoginChoice: asksLoginChoice(brand),
      }),
  );
  const [interrupted, setInterrupted] = useState(false);
  const hydrating = useHydrating();
  const reservation = useAnonymousReserveMutation(lang);

  async function reserve(value: AnonymousFormValue) {
    send({ type: 'submit' });
    const outcome = await reservation.mutateAsync(
      anonymousReservePayload(value, {
        internalOrganization: internalOrganizationOf(brand),
        appointmentId: appointment.id,
      }),
    );
    if (outcome.ok) return send({ type: 'succeeded', reservationDetails: outcome.details });
    const refusal = anonymousRefusalOf(outcome.type);
    if (refusal === 'strongLoginRequired') {
      return send({
        type: 'restart',
        state: initialAnonymousReservation({
          needsStrongLogin: true,
          asksLoginChoice: asksLoginChoice(brand),
        }),
      });
    }
    if (refusal === 'bookingInterrupted') setInterrupted(true);
    send({ type: 'failed', error: outcome.error });
  }

  if (state.status === 'success') return <Confirmation details={state.reservationDetails} signedIn={false} />;

  // After signing in the person comes back to the signed-in page of the same time.
  const back = buildPath('reserve', lang, { id: appointment.id }, { from: query.get('from') ?? undefined });
  const destination = loginDestination(state);
  const loginHref =
    destination === null
      ? null
      : destination === 'hpaRegister'
        ? builtPath('hpaRegister', lang, undefined, { next: back })
        : strongAuthenticationUrl(lang, back);

  return (
    <ReservationPage
      state={
        interrupted
          ? { status: 'interrupted', appointment, billing: brand.billing }
          : state.status === 'loginRequired'
            ? {
                status: 'loginRequired',
                appointment,
                prompt: {
                  reason: state.reason,
                  loginChoice: state.loginChoice,
                  loginHref,
                  onChoose: (choice) => send({ type: 'chooseLogin', choice }),
                  onChangeChoice: () => send({ type: 'changeLoginChoice' }),
                },
              }
            : hydrating
              ? { status: 'anonymousFormPending', appointment }
              : {
                  status: 'anonymousForm',
                  appointment,
                  form: {
                    appointmentStart: new Date(appointment.startDate),
                    now,
                    bindingReservationHours: brand.bindingReservationHours,
                    // The server checks anonymous identity codes without development codes.
                    allowDevelopmentCodes: false,
                    reserving: state.status === 'reserving',
                    error: state.status === 'idle' ? state.error : null,
                    listHref: backHref,
                    loginHref: strongAuthenticationUrl(lang, back),
                    onSubmit: reserve,
                  },
                }
      }
    />
  );
}
