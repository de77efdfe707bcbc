// `npm run bench`: seeds the scale-10 clinic network in a fresh embedded database, starts the
// built server and loads the search and dates calls from concurrent clients on loopback.
// Prints requests per second, p50 and p95, and each call's throughput against a bare JSON endpoint
// of the same server in the same run. Goals: p95 under 50 ms, ratio above 0.3. The search calls run
// twice: as visitors send them (repeated searches, mostly answered by the search cache) and with a
// search nobody made before on every request (each one a database query).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, checkNode, installDependencies, root, step } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 3150);
const scale = Number(process.env.BENCH_SCALE ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const base = `http://127.0.0.1:${port}`;

async function waitForHealth(child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
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

/** Every request a search nobody made before (a later start minute each), so each one reaches the database. */
function newSearchQuery(i) {
  const query = searchQuery(i);
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + (i + 1) * 60_000);
  query.set('startDate', start.toISOString());
  return query;
}

async function load(name, urlOf, { seconds: loadSeconds } = { seconds }) {
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
    p50: at(0.5),
    p95: at(0.95),
  };
}

checkNode();
installDependencies();
build();
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
step(`Seeding scale ${scale} and starting the server on port ${port}`);
const child = spawn(process.execPath, ['packages/server/dist/main.mjs', '--scale', String(scale)], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
try {
  const seeding = performance.now();
  await waitForHealth(child);
  console.log(`server ready after ${((performance.now() - seeding) / 1000).toFixed(1)} s (seed included)`);
  step(`Loading each call for ${seconds} s with ${concurrency} concurrent clients`);
  // A second of every call first, so that no call is measured on a cold JIT and empty caches.
  const warmUp = { seconds: 1 };
  for (const urlOf of [() => `${base}/api/version`, (i) => `${base}/api/appointments?${searchQuery(i)}`]) {
    await load('warm-up', urlOf, warmUp);
  }
  const results = [];
  results.push(await load('bare JSON (GET /api/version)', () => `${base}/api/version`));
  const search = (query) => `${base}/api/appointments?${query}`;
  const dates = (query) => `${base}/api/appointments/available-appointment-dates?${query}`;
  results.push(await load('search (GET /api/appointments)', (i) => search(searchQuery(i))));
  results.push(
    await load('dates (GET /api/appointments/available-appointment-dates)', (i) => dates(searchQuery(i))),
  );
  results.push(await load('search, every request new (database)', (i) => search(newSearchQuery(i))));
  results.push(await load('dates, every request new (database)', (i) => dates(newSearchQuery(i))));
  console.table(
    results.map((r) => ({
      call: r.name,
      requests: r.requests,
      failures: r.failures,
      'req/s': r.rps.toFixed(0),
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
    })),
  );
  const [bare, ...calls] = results;
  for (const call of calls) {
    const ratio = (call.rps / bare.rps).toFixed(2);
    console.log(`${call.name}: ratio to bare ${ratio}, p95 ${call.p95.toFixed(1)} ms`);
  }
  console.log('goals: search ratio above 0.3 and p95 under 50 ms for the search and dates calls');
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
