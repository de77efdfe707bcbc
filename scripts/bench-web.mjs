// `npm run bench:web`: Lighthouse (mobile, default throttling, Debian's Chromium) three times on the
// booking landing, a list page, the reservation page and the anonymous reservation form of both
// brands, each brand on a server of its own, and prints the median performance and accessibility
// scores, FCP, LCP, CLS, TBT and bytes of each page. Goals: performance ≥ 95, accessibility 100,
// LCP ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 150 ms. The figures depend on the machine: run it on a quiet one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { build, checkNode, installDependencies, root, step } from './lib.mjs';

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const firstPort = Number(process.env.BENCH_WEB_PORT ?? 3160);
const chromium = process.env.CHROME_PATH ?? chromiumPath;
const chromeFlags = ['--headless', ...chromiumArgs].join(' ');
const brands = ['general', 'children'];
/** The pages, given a free time that anyone may reserve. */
const pagesOf = (id) => [
  { name: 'booking landing', path: '/fi/ajanvaraus' },
  { name: 'list page', path: '/fi/ajanvaraus/yksityisasiakas' },
  { name: 'reservation page', path: `/fi/varaa/${id}` },
  { name: 'anonymous form', path: `/fi/kirjautumattomat-kayttajat/varaa/${id}` },
];

/** A free time from three days on that a visitor may reserve, read as the list page reads them. */
async function freeTimeId(base) {
  const day = 24 * 3600 * 1000;
  const params = new URLSearchParams({
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 40 * day).toISOString(),
    lang: 'fi',
  });
  const answer = await (await fetch(`${base}/api/appointments?${params}`)).json();
  const time = answer.availableAppointments.appointments.find((each) => !each.requiresAuthToReserve);
  if (time === undefined) throw new Error('no free time to reserve without signing in');
  return time.id;
}

async function waitForHealth(child, base) {
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

/**
 * One Lighthouse run of one address; the figures of its JSON report. A run whose trace Lighthouse
 * itself could not record (it says "run Lighthouse again", e.g. NO_NAVSTART) is run again, twice at
 * most: that is the browser's hiccup, not the page's.
 */
function lighthouse(url, folder, attempts = 3) {
  const output = path.join(folder, 'report.json');
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [url, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${output}`, '--quiet'],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 && attempts > 1) return lighthouse(url, folder, attempts - 1);
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url} (${result.status})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
  };
}

/** The share of the machine's CPU time spent idle over the next second. */
async function idleShare() {
  const sum = () =>
    cpus().reduce(
      (acc, cpu) => {
        const times = Object.values(cpu.times);
        return { idle: acc.idle + cpu.times.idle, total: acc.total + times.reduce((a, b) => a + b, 0) };
      },
      { idle: 0, total: 0 },
    );
  const before = sum();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = sum();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Waits until the machine is quiet (90 % idle for two seconds running, at most two minutes): a
 * server that has just seeded its database still works for a while (the database's own upkeep of
 * the new rows), and Lighthouse would measure that work as the page's.
 */
async function waitForQuiet() {
  let quietSeconds = 0;
  for (let second = 0; second < 120 && quietSeconds < 2; second++) {
    quietSeconds = (await idleShare()) >= 0.9 ? quietSeconds + 1 : 0;
  }
  if (quietSeconds < 2) console.log('  (the machine did not become quiet; the figures may be slower)');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

checkNode();
installDependencies();
build();

const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
const servers = [];
const stop = () => {
  for (const server of servers) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(folder, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

const rows = [];
for (const [i, brand] of brands.entries()) {
  const port = firstPort + i;
  // The public address itself: another host is first redirected to it, which would be measured too.
  const base = `http://localhost:${port}`;
  step(`Starting the ${brand} brand on port ${port}`);
  const server = spawn(process.execPath, ['packages/server/dist/main.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      BRAND: brand,
      DATA_DIR: path.join(folder, brand),
      LOG_LEVEL: 'warn',
    },
  });
  servers.push(server);
  await waitForHealth(server, base);
  // One visit first, so that no measured run pays for the server's first render.
  await fetch(`${base}/fi/ajanvaraus`);
  await waitForQuiet();
  for (const page of pagesOf(await freeTimeId(base))) {
    step(`Lighthouse ${runs}× on ${brand} ${page.path}`);
    const results = Array.from({ length: runs }, () => lighthouse(`${base}${page.path}`, folder));
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      page: `${brand} ${page.name}`,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'FCP s': (pick('fcp') / 1000).toFixed(1),
      'LCP s': (pick('lcp') / 1000).toFixed(1),
      CLS: pick('cls').toFixed(3),
      'TBT ms': Math.round(pick('tbt')),
      KiB: Math.round(pick('bytes') / 1024),
    });
  }
}

console.log(`\nMedian of ${runs} Lighthouse runs (mobile, default throttling):`);
console.table(rows);
// The servers are children of this process: leaving stops them (the exit handler above).
process.exit(0);
