import { type OccupationalTeamAnswer, occupationalTeamAnswer } from '@portal/domain';
import { requestJson } from './request';

/** The person's employer and occupational health team (`GET /api/occupational-team`). */
export function fetchOccupationalTeam(signal?: AbortSignal): Promise<OccupationalTeamAnswer> {
  return requestJson('/api/occupational-team', occupationalTeamAnswer, { signal });
}
