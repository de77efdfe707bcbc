import type { Lang } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchAppointment } from '../../api/reservation';

/** The keys of the reservation pages' reads; the person's own record is `userKey` of the api. */
export const reservationKeys = {
  all: ['reservation'] as const,
  appointment: (id: number, lang: Lang) => [...reservationKeys.all, 'appointment', id, lang] as const,
};

/** A free appointment for the reservation page's summary. */
export const appointmentQuery = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: reservationKeys.appointment(id, lang),
    queryFn: ({ signal }) => fetchAppointment(id, lang, signal),
  });
