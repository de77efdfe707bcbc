import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { logPathOf } from './logPath';
import { errorForLog } from './logSafety';

/**
 * The server's logger. Errors are logged by `errorForLog`: their kind, database code and stack
 * frames, never a message that may quote a failed statement's parameters.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'patient-portal' },
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: errorForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A caller's request id is logged only when it is plainly an id; anything else could forge log lines. */
const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/** The `X-Request-Id` a caller sent, when it is plainly an id: logged beside ours, never in its place. */
export function forwardedRequestId(req: IncomingMessage): string | undefined {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && acceptableId.test(given) ? given : undefined;
}

/**
 * Every request gets an id of ours that every log line and audit row carries, and the answer
 * names. A caller chooses its own `X-Request-Id`, so it could make its acts look like another
 * request's in the audit trail: a proxy's id is logged apart (`forwardedRequestId`) to correlate.
 * Its path is logged as its route's pattern (`logPathOf`), with the API's patterns from
 * `apiPatterns`, read at each request: the operations are assembled after this is mounted.
 */
export function requestLogging(
  logger: Logger,
  apiPatterns: () => readonly string[] = () => [],
): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = randomUUID();
      res.setHeader('x-request-id', id);
      (req as { requestId?: string }).requestId = id;
      return id;
    },
    // The serializers get the request, the response and the error themselves, not pino's copies:
    // its copy of an error already holds the message with the failed statement's parameters.
    wrapSerializers: false,
    // Query strings carry csrfToken and search filters, paths links and patient ids: log the pattern.
    // The request is serialised when the request begins, before Express has matched a route.
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        path: logPathOf(req.url?.split('?')[0] ?? '', apiPatterns()),
        forwardedRequestId: forwardedRequestId(req),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: errorForLog,
    },
  });
}
