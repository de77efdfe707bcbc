import type { ConsentRequest, Lang } from '@portal/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContactUpdate, sendConsent, updateContact } from '../../api/patient';
import { cancelAppointment, reserveAnonymously, reserveAppointment } from '../../api/reservation';
import { setPatient, userKey } from '../../api/userQuery';
import { searchKeys } from '../search/queries';
import { forgetReserved, rememberReserved } from './justReserved';
import { reservationKeys } from './queries';

/** Session-bound writes need the session's token; without one the write fails as a failed call would. */
function tokenOf(csrfToken: string | null): string {
  if (csrfToken === null) throw new Error('No session token');
  return csrfToken;
}

/** Saves the patient data consent; the person's record is read again for its consent date. */
export function useConsentMutation(csrfToken: string | null, lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (consent: ConsentRequest) => sendConsent(tokenOf(csrfToken), lang, consent),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userKey });
      void client.invalidateQueries({ queryKey: reservationKeys.consent() });
    },
  });
}

/** Saves the contact details; the record the server answers replaces the cached one. */
export function useContactMutation(csrfToken: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactUpdate) => updateContact(tokenOf(csrfToken), contact),
    onSuccess: (patient) => setPatient(client, patient),
  });
}

/**
 * After a reservation or a cancellation, the free times have changed: every list is read again
 * when next shown, and the appointment's own page too.
 */
function invalidateTimes(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: searchKeys.all });
  // The page still shows the confirmation: the time is read again only when a page asks for it.
  void client.invalidateQueries({ queryKey: reservationKeys.all, refetchType: 'none' });
}

/** Reserves for the signed-in patient; the outcome tells a refusal apart from a reservation. */
export function useReserveMutation(csrfToken: string | null, lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Parameters<typeof reserveAppointment>[2]) =>
      reserveAppointment(csrfToken ?? '', lang, payload),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      rememberReserved(outcome.details);
      invalidateTimes(client);
    },
  });
}

/** Reserves with the anonymous form. */
export function useAnonymousReserveMutation(lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Parameters<typeof reserveAnonymously>[1]) => reserveAnonymously(lang, payload),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      rememberReserved(outcome.details);
      invalidateTimes(client);
    },
  });
}

/** Cancels a reservation of the signed-in patient; its messages go in `lang`. */
export function useCancelMutation(csrfToken: string | null, lang?: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => cancelAppointment(tokenOf(csrfToken), appointmentId, lang),
    onSuccess: (_answer, appointmentId) => {
      forgetReserved(appointmentId);
      invalidateTimes(client);
    },
  });
}
