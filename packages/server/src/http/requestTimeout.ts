import type { RequestHandler } from 'express';
import { sendFailure } from './apiError';

/** The specification's request time-out: a call not answered by then is answered as failed. */
export const requestTimeoutMs = 10_000;

/**
 * Answers 503 `requestTimeout` for a call its handler has not answered within `ms`, so a caller
 * never waits past the time-out the app gives up at; what the handler answers later is dropped.
 */
export function requestTimeout(ms: number = requestTimeoutMs): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      req.log?.warn({ ms }, 'request timed out');
      sendFailure(res, 'requestTimeout');
    }, ms);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
