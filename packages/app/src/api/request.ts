import { failureAnswer, type RequestErrorCode, type ValidationIssue } from '@portal/domain';
import type { z } from 'zod/mini';

/**
 * A call that did not give the expected answer. `type` is the server's error code from the
 * domain's list (`unauthorized`, `ValidationError`, ...; `unknownError` for a code the list lacks),
 * `networkError` when no answer arrived, or `invalidAnswer` when the answer did not have the
 * agreed shape.
 */
export class ApiError extends Error {
  /** HTTP status, 0 when no answer arrived. */
  readonly status: number;
  /** The error code. */
  readonly type: RequestErrorCode;
  /** The answer's details: the offending fields of a `ValidationError`; empty otherwise. */
  readonly details: readonly ValidationIssue[];
  /** With 429 `tooManyRequests`: the answer's `Retry-After` in seconds, else `null`. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    type: RequestErrorCode,
    details: readonly ValidationIssue[] = [],
    retryAfterSeconds: number | null = null,
  ) {
    super(`API answered ${status} ${type}`);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The request of one call: method, JSON body and abort signal. */
export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the portal's API and checks the answer against `schema` before anyone reads it.
 * Throws {@link ApiError} for a failure status, a network failure or an answer of the wrong shape.
 */
export async function requestJson<T extends z.ZodMiniType>(
  path: string,
  schema: T,
  { method = 'GET', body, signal }: ApiRequest = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'networkError');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = failureAnswer.safeParse(json);
    if (!failure.success) throw new ApiError(response.status, 'unknownError');
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(
      response.status,
      failure.data.type,
      failure.data.details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'invalidAnswer');
  return parsed.data;
}
