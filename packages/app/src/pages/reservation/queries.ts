import type { Lang } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchConsent } from '../../api/patient';
import { fetchAppointment } from '../../api/reservation';

/** The keys of the reservation pages' reads; the person's own record is `userKey` of the api. */
export const reservationKeys = {
  all: ['reservation'] as const,
  appointment: (id: number, lang: Lang) => [...reservationKeys.all, 'appointment', id, lang] as const,
  consent: () => [...reservationKeys.all, 'consent'] as const,
};

/** The patient data consent as it stands, for the consent page's boxes. */
export const consentQuery = () =>
  queryOptions({ queryKey: reservationKeys.consent(), queryFn: ({ signal }) => fetchConsent(signal) });

/** A free appointment for the reservation page's summary. */
export const appointmentQuery = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: reservationKeys.appointment(id, lang),
    queryFn: ({ signal }) => fetchAppointment(id, lang, signal),
  });
