import type { PatientWire, UserAnswer } from '@portal/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { fetchUser } from './patient';

/** The key of the signed-in person's `GET /api/user`, read by booking and the occupational list. */
export const userKey = ['user'] as const;

/** The signed-in person as booking reads them; `patient` is `null` before registering. */
export const userQuery = () =>
  queryOptions({ queryKey: userKey, queryFn: ({ signal }) => fetchUser(signal) });

/** Takes in a patient record the server answered (registration, contact update) without reading again. */
export function setPatient(client: QueryClient, patient: PatientWire): void {
  client.setQueryData<UserAnswer>(userKey, (before) =>
    before === undefined ? before : { ...before, patient },
  );
}
