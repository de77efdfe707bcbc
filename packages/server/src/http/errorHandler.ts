import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { ApiError, sendFailure } from './apiError';

// The details' messages are zod's English ones. Classic zod registers them when it builds its first
// schema, zod/mini (the domain's schemas) never does: the server sets them rather than count on one of
// its own schemas having been built before the first request is checked.
z.config(z.locales.en());

/** Zod issues become the `details` of a 400 ValidationError: a path and a message each. */
export function validationDetails(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Unknown API paths answer JSON, never the app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  sendFailure(res, 'notFound');
};

/** The last handler: no stack trace or internal message ever reaches a caller. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds) res.setHeader('retry-after', String(error.retryAfterSeconds));
    sendFailure(res, error.type, error.details);
    return;
  }
  // A schema of zod/mini (the domain's) throws the core error, classic zod its subclass: both are one.
  if (error instanceof z.core.$ZodError) {
    sendFailure(res, 'ValidationError', validationDetails(error));
    return;
  }
  // Body parser failures (malformed JSON, too large, an unknown charset) carry a 4xx status.
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status === 413) {
    sendFailure(res, 'payloadTooLarge');
    return;
  }
  if (status >= 400 && status < 500) {
    sendFailure(res, 'ValidationError', [{ path: '', message: 'Malformed request body' }]);
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  sendFailure(res, 'unknownError');
};
