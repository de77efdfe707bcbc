import { type AppointmentWire, type Lang, matchPath } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/request';
import { appointmentQuery } from './queries';

/**
 * The appointment of a reservation page: loading, free, taken by another patient, gone (past or
 * removed), or failed to load.
 */
export type AppointmentLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly appointment: AppointmentWire }
  | { readonly status: 'taken' }
  | { readonly status: 'gone' }
  | { readonly status: 'failed' };

/** The appointment id of the current reservation address, `null` when it has none. */
export function useAppointmentId(): number | null {
  const { pathname } = useLocation();
  const params = matchPath(pathname)?.params as { id?: unknown } | undefined;
  return typeof params?.id === 'number' ? params.id : null;
}

/**
 * Reads the appointment of the address; `retry` reads it again after a failure. With `ask` false it
 * only shows what is already known (the server's read, handed over with its page) and asks nothing.
 */
export function useAppointment(
  id: number | null,
  lang: Lang,
  ask = true,
): { load: AppointmentLoad; retry: () => void } {
  const read = useQuery({ ...appointmentQuery(id ?? 0, lang), enabled: ask && id !== null });
  const retry = () => void read.refetch();
  if (id === null) return { load: { status: 'gone' }, retry };
  // A time read once stays on the page while it is read again (after a reservation, say).
  if (read.data !== undefined) return { load: { status: 'ready', appointment: read.data }, retry };
  if (read.isError) {
    const type = read.error instanceof ApiError ? read.error.type : undefined;
    if (type === 'appointmentNotAvailable') return { load: { status: 'taken' }, retry };
    return { load: { status: type === 'appointmentNotFound' ? 'gone' : 'failed' }, retry };
  }
  return { load: { status: 'loading' }, retry };
}
