import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultFeatures, featureList } from '@portal/domain';
import type { Logger } from 'pino';
import { createApp } from './app';
import { sweepExpiredSessions } from './auth/sessionStore';
import type { Availability } from './booking/availability';
import type { Config } from './config';
import type { Database } from './db';
import { createLogger } from './http/logging';
import type { Operation } from './http/operation';
import { httpGateway, type MessageGateway, sandboxGateway } from './outbox/gateway';
import type { ObjectStore } from './storage';
import { sweepOrphanUploads } from './storage/orphanUploads';
import { upstreamFailureLog } from './upstream/failureLog';

export type RunningServer = {
  url: string;
  server: Server;
  config: Config;
  /** The operations the API answers, with the schemas of their answers. */
  operations: readonly Operation[];
  /** The free times in memory; `ready` settles when they have been read. */
  availability: Availability;
  /** Where uploads are kept. */
  objectStore: ObjectStore;
  /** Stops taking connections, lets requests in flight finish, then stops the timers. */
  close(): Promise<void>;
};

export type StartOptions = {
  config: Config;
  database: Database;
  logger?: Logger;
  clock?: () => Date;
  /** Work to repeat while the server runs (slot horizon); given the clock's now. */
  maintenance?: { everyMs: number; run: (now: Date) => Promise<void> };
};

/** The SMS gateway the configuration names; `http` never falls back to the sandbox outbox. */
export function gatewayOf(config: Config, database: Database, logger: Logger): MessageGateway {
  if (config.smsGateway === 'sandbox') return sandboxGateway(database.db);
  if (!config.smsGatewayUrl) throw new Error('SMS_GATEWAY_URL must name the SMS and e-mail gateway');
  return httpGateway(config.smsGatewayUrl, upstreamFailureLog(logger));
}

/**
 * Listens first and builds the app second: the development identity provider's issuer URL
 * must carry the real port, which is only known after listening (port 0 in tests).
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger ?? createLogger(options.config.logLevel);
  // Receiving a request (headers and body) may take this long; answering it is bounded by the
  // API's own request time-out and the database's statement timeout.
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.config.port, options.config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const portChanged = options.config.port !== port;
  const host = ['0.0.0.0', '::'].includes(options.config.host) ? 'localhost' : options.config.host;
  const config = portChanged
    ? { ...options.config, port, publicUrl: `http://${host}:${port}` }
    : options.config;
  const features = featureList(defaultFeatures(config.brand));
  const { app, operations, availability, objectStore } = createApp({
    config,
    database: options.database,
    gateway: gatewayOf(config, options.database, logger),
    logger,
    clock,
    features,
  });
  server.on('request', app);

  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, task: () => Promise<void>) => {
    const timer = setInterval(
      () => task().catch((err: unknown) => logger.error({ err }, 'maintenance failed')),
      ms,
    );
    timer.unref();
    timers.push(timer);
  };
  every(10 * 60 * 1000, () => sweepExpiredSessions(options.database.db, clock()));
  // Uploads left unfinished for a day go, bytes and rows, in every mode (docs/security.md, "Uploads").
  every(60 * 60 * 1000, async () => {
    const swept = await sweepOrphanUploads({ db: options.database.db, store: objectStore }, clock());
    if (swept.cards + swept.attachments > 0) logger.info({ swept }, 'unfinished uploads removed');
  });
  const maintenance = options.maintenance;
  if (maintenance) every(maintenance.everyMs, () => maintenance.run(clock()));

  return {
    url: config.publicUrl,
    server,
    config,
    operations,
    availability,
    objectStore,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await availability.close();
    },
  };
}
