import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingHorizonDays } from '@portal/domain';
import { type Config, productionProblems, readConfig } from './config';
import { openDatabase } from './db';
import { createLogger } from './http/logging';
import { ensureShortNoticeTimes, ensureSlotHorizon, removePastFreeSlots, seedDemo } from './seed';
import { seedDemoFiles } from './seed/demoCard';
import { startServer } from './server';
import { configuredObjectStore } from './storage';

const here = path.dirname(fileURLToPath(import.meta.url));
const shutdownGraceMs = 10_000;

function withDefaults(config: Config): Config {
  // The bundle lives in packages/server/dist; the web app is built beside it.
  return { ...config, appDist: config.appDist ?? path.resolve(here, '../../app/dist') };
}

/** `--scale N` seeds a clinic network N times the demo's, for benchmarks. */
function scaleArgument(argv: string[]): number {
  const at = argv.indexOf('--scale');
  const value = at >= 0 ? Number(argv[at + 1]) : 1;
  if (!Number.isInteger(value) || value < 1) throw new Error('--scale takes a whole number of 1 or more');
  return value;
}

async function main() {
  const scale = scaleArgument(process.argv.slice(2));
  const config = withDefaults(readConfig(process.env));
  const logger = createLogger(config.logLevel);
  const problems = productionProblems(config);
  if (problems.length > 0) {
    logger.fatal({ problems }, 'refusing to start in production with development settings');
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  // An S3-compatible store may be this server's own sandbox, which answers only once it listens.
  const filesBeforeStart = config.objectStore === 'files';
  if (!config.production) {
    const started = Date.now();
    await seedDemo(database.db, { today: new Date(), scale });
    if (filesBeforeStart) await seedDemoFiles(database.db, configuredObjectStore(config));
    logger.info({ ms: Date.now() - started, kind: database.kind, scale }, 'demo data ready');
  }
  const running = await startServer({
    config,
    database,
    logger,
    maintenance: config.production
      ? undefined
      : {
          everyMs: 60 * 60 * 1000,
          run: async (now) => {
            await ensureSlotHorizon(database.db, { now, days: bookingHorizonDays, scale });
            await ensureShortNoticeTimes(database.db, now);
            await removePastFreeSlots(database.db, { now });
          },
        },
  });
  if (!config.production && !filesBeforeStart)
    await seedDemoFiles(database.db, configuredObjectStore(config));
  logger.info({ url: running.url, brand: config.brand }, `patient portal serving at ${running.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    await running.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
