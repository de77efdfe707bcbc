import { type OccupationalVaccinationAnswer, occupationalVaccinationAnswer } from '@portal/domain';
import { requestJson } from './request';

/** The signed-in person's contract as the vaccination page needs it (`GET /api/occupational-vaccination`). */
export function fetchOccupationalVaccination(signal?: AbortSignal): Promise<OccupationalVaccinationAnswer> {
  return requestJson('/api/occupational-vaccination', occupationalVaccinationAnswer, { signal });
}
