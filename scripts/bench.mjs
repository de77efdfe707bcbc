// `npm run bench`: seeds the scale-10 clinic network, starts the built server and loads the search
// and dates calls from concurrent clients on loopback, once on a fresh embedded database and once on
// a fresh database of the PostgreSQL server at BENCH_POSTGRES_URL (skipped, saying so, when none
// answers). Prints requests per second, p50 and p95, and each call's throughput against a bare JSON
// endpoint of the same server in the same run. Goals: p95 under 50 ms, ratio above 0.3. The search
// calls run twice: as visitors send them (repeated searches) and with a search nobody made before on
// every request (the honest case: every visitor's filter differs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, checkNode, installDependencies, root, step } from './lib.mjs';

// A port nobody listens on, unless one is given: another server on a fixed port would be measured instead.
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const scale = Number(process.env.BENCH_SCALE ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const base = `http://127.0.0.1:${port}`;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databases = (process.env.BENCH_DATABASES ?? 'embedded,server').split(',');
// pg is the server package's dependency, not the workspace root's.
const pg = createRequire(path.join(root, 'packages/server/package.json'))('pg');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

async function waitForHealth(child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    // Ready once the free times are in memory: until then the database answers the searches.
    const health = await fetch(`${base}/health`).then(
      (r) => (r.ok ? r.json() : undefined),
      () => undefined,
    );
    if (health && (health.freeTimes ?? 'ready') === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer in five minutes');
}

const clinics = ['HKI-KAMPPI', 'ESP-TAPIOLA', 'VAN-TIKKURILA', 'KER-KERAVA', 'HYV-HYVINKAA'];
const times = ['all', 'morning', 'afternoon', 'evening'];

const day = 86_400_000;

/**
 * A realistic spread of searches as the list pages send them: a clinic or none, a time-of-day tab,
 * the start clamped to now and the end on a day boundary (the client widens the range to whole weeks
 * and months). Different visitors send the same searches, so most are answered from the search cache.
 */
function searchQuery(i) {
  const start = new Date();
  const end = new Date(Math.ceil(start.getTime() / day) * day + 35 * day);
  const query = new URLSearchParams({
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    timeOfDay: times[i % 4],
  });
  if (i % 3 !== 0) query.append('clinicIds', clinics[i % clinics.length]);
  return query;
}

/**
 * Every request a search nobody made before (a start one second later each, and a `salt` of
 * milliseconds apart per run), so none is answered from the search cache.
 */
function newSearchQuery(i, salt = 0) {
  const query = searchQuery(i);
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + (i + 1) * 1000 + salt);
  query.set('startDate', start.toISOString());
  return query;
}

/**
 * The CPU time the server process has used, in ms (Linux's /proc; undefined elsewhere). Per request
 * it tells the server's cost apart from a machine that other work keeps busy, where the wall-clock
 * figures say more about the neighbours than about the server.
 */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function load(name, urlOf, { seconds: loadSeconds = seconds, pid } = {}) {
  const cpuBefore = pid && cpuMsOf(pid);
  const latencies = [];
  let failures = 0;
  let i = 0;
  const until = performance.now() + loadSeconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(urlOf(i++)).catch(() => undefined);
      if (!response?.ok) failures++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    cpuMsPerRequest: cpuBefore === undefined ? undefined : (cpuMsOf(pid) - cpuBefore) / latencies.length,
    p50: at(0.5),
    p95: at(0.95),
  };
}

/** A fresh database on the PostgreSQL server, or undefined when no server answers. */
async function createServerDatabase() {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`no PostgreSQL server at ${postgresUrl} (${error.message}): skipping it`);
    return undefined;
  }
  const name = `portal_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

function createEmbeddedDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Seeds, starts and loads one server; answers the never-repeated figures. */
async function benchOn(kind) {
  const database = kind === 'server' ? await createServerDatabase() : createEmbeddedDatabase();
  if (!database) return undefined;
  step(`${kind} database: seeding scale ${scale} and starting the server on port ${port}`);
  const child = spawn(process.execPath, ['packages/server/dist/main.mjs', '--scale', String(scale)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...database.env },
  });
  try {
    const seeding = performance.now();
    await waitForHealth(child);
    console.log(`server ready after ${((performance.now() - seeding) / 1000).toFixed(1)} s (seed included)`);
    step(`Loading each call for ${seconds} s with ${concurrency} concurrent clients (${kind} database)`);
    // A second of every call first, so that no call is measured on a cold JIT and empty caches.
    const warmUp = { seconds: 1 };
    for (const urlOf of [
      () => `${base}/api/version`,
      (i) => `${base}/api/appointments?${searchQuery(i)}`,
      (i) => `${base}/api/appointments/available-appointment-dates?${newSearchQuery(i, 1)}`,
    ]) {
      await load('warm-up', urlOf, warmUp);
    }
    const results = [];
    const measured = { pid: child.pid };
    results.push(await load('bare JSON (GET /api/version)', () => `${base}/api/version`, measured));
    const search = (query) => `${base}/api/appointments?${query}`;
    const dates = (query) => `${base}/api/appointments/available-appointment-dates?${query}`;
    results.push(await load('search (GET /api/appointments)', (i) => search(searchQuery(i)), measured));
    results.push(
      await load(
        'dates (GET /api/appointments/available-appointment-dates)',
        (i) => dates(searchQuery(i)),
        measured,
      ),
    );
    results.push(await load('search, every request new', (i) => search(newSearchQuery(i, 2)), measured));
    results.push(await load('dates, every request new', (i) => dates(newSearchQuery(i, 3)), measured));
    console.table(
      results.map((r) => ({
        call: r.name,
        requests: r.requests,
        failures: r.failures,
        'req/s': r.rps.toFixed(0),
        'p50 ms': r.p50.toFixed(1),
        'p95 ms': r.p95.toFixed(1),
        'server CPU ms/req': r.cpuMsPerRequest?.toFixed(3) ?? '',
      })),
    );
    const [bare, ...calls] = results;
    for (const call of calls) {
      const ratio = (call.rps / bare.rps).toFixed(2);
      console.log(`${call.name}: ratio to bare ${ratio}, p95 ${call.p95.toFixed(1)} ms`);
    }
    return calls.slice(2).map((call) => ({
      database: kind,
      ...call,
      ratio: call.rps / bare.rps,
      cpuRatio:
        bare.cpuMsPerRequest && call.cpuMsPerRequest
          ? bare.cpuMsPerRequest / call.cpuMsPerRequest
          : undefined,
    }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
  }
}

checkNode();
installDependencies();
build();
const summary = [];
for (const kind of databases) summary.push(...((await benchOn(kind)) ?? []));
step('Never-repeated searches and dates calls');
console.table(
  summary.map((r) => ({
    database: r.database,
    call: r.name,
    'req/s': r.rps.toFixed(0),
    'p95 ms': r.p95.toFixed(1),
    ratio: r.ratio.toFixed(2),
    'server CPU ms/req': r.cpuMsPerRequest?.toFixed(3) ?? '',
    'CPU ratio': r.cpuRatio?.toFixed(2) ?? '',
    met: r.p95 < 50 && r.ratio > 0.3 && r.failures === 0 ? 'yes' : 'no',
  })),
);
console.log('goals: p95 under 50 ms and a ratio to the bare endpoint above 0.3, with no failures');
console.log(
  'CPU ratio: the bare call’s server CPU per request over the call’s (the ratio the server alone would reach;' +
    ' on a PostgreSQL server the database’s own CPU is not in it)',
);
