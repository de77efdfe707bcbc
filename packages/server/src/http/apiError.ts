import { type ApiErrorCode, type ApiFailure, apiErrorStatus, type ValidationIssue } from '@portal/domain';
import type { Response } from 'express';

/**
 * A failure with a code of the domain's vocabulary (`apiErrorCodes`), answered as
 * `{ type, details? }` with the code's own status; no other code can be thrown or answered.
 */
export class ApiError extends Error {
  readonly status: number;
  /** For `tooManyRequests`: after how many seconds to try again, answered as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly type: ApiErrorCode,
    readonly details?: readonly ValidationIssue[],
  ) {
    super(type);
    this.status = apiErrorStatus[type];
  }
}

export const unauthorized = () => new ApiError('unauthorized');
export const forbidden = () => new ApiError('forbidden');
export const notFound = () => new ApiError('notFound');

/** `tooManyRequests` that says when to try again: `Retry-After` over HTTP, `retryAfter` in GraphQL. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  const error = new ApiError('tooManyRequests');
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

/** The one way a failure is answered: the code's status and `{ type, details? }`. */
export function sendFailure(res: Response, type: ApiErrorCode, details?: readonly ValidationIssue[]): void {
  const body: ApiFailure = details ? { type, details: [...details] } : { type };
  res.status(apiErrorStatus[type]).json(body);
}
