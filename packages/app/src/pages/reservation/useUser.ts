import type { PatientWire, UserAnswer } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { fetchUser } from '../../api/patient';

/** The signed-in person as booking reads them: loading, failed, or ready (patient null before registering). */
export type UserLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly user: UserAnswer };

/**
 * Loads `GET /api/user` once; `retry` loads it again, `registered` takes in the patient record a
 * registration created.
 */
export function useUser(): { load: UserLoad; retry: () => void; registered: (patient: PatientWire) => void } {
  const [load, setLoad] = useState<UserLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a new load
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchUser(controller.signal).then(
      (user) => setLoad({ status: 'ready', user }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const registered = useCallback(
    (patient: PatientWire) =>
      setLoad((before) =>
        before.status === 'ready' ? { status: 'ready', user: { ...before.user, patient } } : before,
      ),
    [],
  );
  return { load, retry, registered };
}
