import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'patient-portal' },
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}

const acceptableId = /^[\w-]{8,64}$/;

/** Every request gets an id (or keeps a sane one from the proxy) that every log line carries. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      (req as { requestId?: string }).requestId = id;
      return id;
    },
    // Query strings carry csrfToken; log the path only.
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: req.url?.split('?')[0] }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
}
