import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** What work started by a request knows of it: our id and its logger, which names the id. */
export type RequestContext = { requestId: string; log: Logger };

const store = new AsyncLocalStorage<RequestContext>();

/**
 * Runs the rest of the request in its context, so that code far from the handler (an outside
 * service's adapter) logs with the request's id without every call passing it along. Mount after
 * `requestLogging`, which gives the request its id and logger.
 */
export function requestContext(): RequestHandler {
  return (req, _res, next) => {
    store.run({ requestId: req.requestId, log: req.log }, next);
  };
}

/** The request this code runs for; `undefined` in a background job. */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}
