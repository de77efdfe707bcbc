import {
  buildQuery,
  type Lang,
  type VisitAnswer,
  type VisitsAnswer,
  visitAnswer,
  visitsAnswer,
} from '@portal/domain';
import { requestJson } from './request';

/** The patient's visits (`GET /api/visits`). */
export function fetchVisits(lang: Lang, signal?: AbortSignal): Promise<VisitsAnswer> {
  return requestJson(`/api/visits${buildQuery({ lang })}`, visitsAnswer, { signal });
}

/** One visit (`GET /api/visits/{id}`); `notFound` when it is not the patient's. */
export function fetchVisit(id: number, lang: Lang, signal?: AbortSignal): Promise<VisitAnswer> {
  return requestJson(`/api/visits/${id}${buildQuery({ lang })}`, visitAnswer, { signal });
}
