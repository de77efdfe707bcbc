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

/** A proxy's request id is kept only when it is plainly an id; anything else could forge log lines. */
const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Every request gets an id (or keeps a sane one from the proxy) that every log line carries. Its path
 * is logged as its route's pattern (`logPathOf`), with the API's patterns from `apiPatterns`, read at
 * each request: the operations are assembled after this is mounted.
 */
export function requestLogging(
  logger: Logger,
  apiPatterns: () => readonly string[] = () => [],
): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
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
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: errorForLog,
    },
  });
}
