import {
  appointmentCancelledMarker,
  appointmentConsentHref,
  arrivalReasonText,
  buildPath,
  cancelFailureReason,
  initialAppointmentActions,
  nextAppointmentActions,
  type OwnAppointmentWire,
  type ReasonSaveState,
} from '@portal/domain';
import { AppointmentDetails, useNow } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { trackThen } from '../../analytics/track';
import { checkIn, saveArrivalReason } from '../../api/ownAppointments';
import { ApiError } from '../../api/request';
import { usePortal } from '../../router/PortalContext';
import { useCancelMutation } from '../reservation/mutations';
import { ownAppointmentKeys } from './queries';

/**
 * One appointment's page part: the domain's machine decides its buttons; check-in, cancel and the
 * reason for the visit call the server. A cancel leads to the front page with the cancellation marker.
 */
export function OneAppointment({
  appointment,
  several,
}: {
  appointment: OwnAppointmentWire;
  several: boolean;
}) {
  const { lang, session, brand } = usePortal();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, dispatch] = useReducer(
    nextAppointmentActions,
    appointment.selfCheckInStatus,
    initialAppointmentActions,
  );
  const [cancelHours, setCancelHours] = useState<number | null>(null);
  const now = useNow();
  const token = session.csrfToken ?? '';

  const checkingIn = useMutation({
    mutationFn: () => checkIn(token, appointment.id),
    onSuccess: (answer) => {
      dispatch({ type: 'checkInAnswered', answer });
      // The room is told once checked in.
      void client.invalidateQueries({ queryKey: ownAppointmentKeys.all });
    },
    onError: (error) =>
      dispatch({ type: 'checkInAnswered', answer: error instanceof ApiError ? error.type : null }),
  });

  const cancelling = useCancelMutation(session.csrfToken);
  const confirmCancel = () => {
    dispatch({ type: 'confirmCancel' });
    cancelling.mutate(appointment.id, {
      onSuccess: () => {
        dispatch({ type: 'cancelled' });
        void client.invalidateQueries({ queryKey: ownAppointmentKeys.all });
        trackThen('appointmentCancelled', () =>
          navigate(`${buildPath('front', lang)}?${appointmentCancelledMarker}`),
        );
      },
      onError: (error) => {
        setCancelHours(
          error instanceof ApiError && error.type === 'cancelTooLate'
            ? brand.cancellationDeadlineHours
            : null,
        );
        dispatch({ type: 'cancelFailed' });
      },
    });
  };

  const [reason, setReason] = useState(appointment.arrivalReason ?? '');
  const saving = useMutation({
    mutationFn: (text: string) => saveArrivalReason(token, appointment.id, arrivalReasonText(text)),
    onSuccess: () => void client.invalidateQueries({ queryKey: ownAppointmentKeys.all, refetchType: 'none' }),
  });
  const reasonState: ReasonSaveState = saving.isPending
    ? 'saving'
    : saving.isSuccess
      ? 'success'
      : saving.isError
        ? 'failure'
        : 'idle';

  return (
    <AppointmentDetails
      appointment={appointment}
      actions={state}
      headingLevel={several ? 3 : 2}
      onCheckIn={() => {
        dispatch({ type: 'checkIn' });
        checkingIn.mutate();
      }}
      onRequestCancel={() => {
        const late = cancelFailureReason(new Date(appointment.startDate), now, brand);
        setCancelHours(late?.hours ?? null);
        dispatch({ type: 'requestCancel', late: late !== null });
      }}
      onDismissCancel={() => dispatch({ type: 'dismissCancel' })}
      onConfirmCancel={confirmCancel}
      cancelFailureHours={cancelHours}
      customerServicePhone={brand.customerServicePhone}
      features={session.features}
      consentHref={appointmentConsentHref(lang, pathname + search)}
      reason={
        session.isSessionValid
          ? {
              value: reason,
              onChange: (value) => {
                setReason(value);
                if (!saving.isIdle) saving.reset();
              },
              state: reasonState,
              onSave: () => saving.mutate(reason),
            }
          : null
      }
    />
  );
}
