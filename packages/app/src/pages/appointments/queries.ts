import type { Lang } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchNewCustomer, fetchOwnAppointments, fetchOwnAppointmentsByIds } from '../../api/ownAppointments';

/** The keys of the own-appointment reads. */
export const ownAppointmentKeys = {
  all: ['ownAppointments'] as const,
  lists: (lang: Lang) => [...ownAppointmentKeys.all, 'lists', lang] as const,
  byIds: (ids: readonly number[], lang: Lang) =>
    [...ownAppointmentKeys.all, 'ids', ids.join(','), lang] as const,
  // Under the appointments' key: a booking or a cancellation asks it again.
  newCustomer: () => [...ownAppointmentKeys.all, 'newCustomer'] as const,
};

/** Whether the person is new here: no appointments and no other events (patient-area.md §2). */
export const newCustomerQuery = () =>
  queryOptions({
    queryKey: ownAppointmentKeys.newCustomer(),
    queryFn: ({ signal }) => fetchNewCustomer(signal),
  });

/** The patient's future and past appointments. */
export const ownAppointmentsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ownAppointmentKeys.lists(lang),
    queryFn: ({ signal }) => fetchOwnAppointments(lang, signal),
  });

/** The appointments an address names. */
export const ownAppointmentsByIdsQuery = (ids: readonly number[], lang: Lang) =>
  queryOptions({
    queryKey: ownAppointmentKeys.byIds(ids, lang),
    queryFn: ({ signal }) => fetchOwnAppointmentsByIds(ids, lang, signal),
    retry: false,
  });
