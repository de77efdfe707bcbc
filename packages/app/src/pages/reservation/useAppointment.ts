import { type AppointmentWire, type Lang, matchPath } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/request';
import { fetchAppointment } from '../../api/reservation';

/** The appointment of a reservation page: loading, free, gone (taken, past or removed), or failed to load. */
export type AppointmentLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly appointment: AppointmentWire }
  | { readonly status: 'gone' }
  | { readonly status: 'failed' };

/** The appointment id of the current reservation address, `null` when it has none. */
export function useAppointmentId(): number | null {
  const { pathname } = useLocation();
  const params = matchPath(pathname)?.params as { id?: unknown } | undefined;
  return typeof params?.id === 'number' ? params.id : null;
}

/** Loads the appointment of the address; `retry` loads it again after a failure. */
export function useAppointment(id: number | null, lang: Lang): { load: AppointmentLoad; retry: () => void } {
  const [load, setLoad] = useState<AppointmentLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a new load
  useEffect(() => {
    if (id === null) {
      setLoad({ status: 'gone' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchAppointment(id, lang, controller.signal).then(
      (appointment) => setLoad({ status: 'ready', appointment }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const gone = error instanceof ApiError && error.type === 'appointmentNotAvailable';
        setLoad({ status: gone ? 'gone' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, lang, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
