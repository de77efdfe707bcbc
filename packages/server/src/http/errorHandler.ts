import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { ApiError } from './apiError';

/** Zod issues become the `details` of a 400 ValidationError: a path and a message each. */
export function validationDetails(error: ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Unknown API paths answer JSON, never the app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ type: 'notFound' });
};

/** The last handler: no stack trace or internal message ever reaches a caller. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof ApiError) {
    res
      .status(error.status)
      .json(error.details ? { type: error.type, details: error.details } : { type: error.type });
    return;
  }
  if (error instanceof ZodError) {
    res.status(400).json({ type: 'ValidationError', details: validationDetails(error) });
    return;
  }
  // Body parser failures (malformed JSON, too large) carry an HTTP status of their own.
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 400) {
    res
      .status(400)
      .json({ type: 'ValidationError', details: [{ path: '', message: 'Malformed request body' }] });
    return;
  }
  if (status === 500) req.log?.error({ err: error }, 'unhandled error');
  res.status(status).json({ type: status === 413 ? 'payloadTooLarge' : 'unknownError' });
};
