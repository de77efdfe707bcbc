// Shared steps of `npm start`, `npm test` and `npm run bench`: only Node and npm are assumed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const pnpmVersion = '12.21.0';
const pnpmBin = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');

const startedAt = Date.now();
/** Each step so far: its title and when it began. */
const steps = [];
/** The lanes started beside the steps: their titles, when they began and ended. */
const lanes = [];

/** Minutes and seconds, as `12:05`. */
function clock(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Prints a step's title with the minutes and seconds since the script began, so slow steps show. */
export function step(title) {
  steps.push({ title, at: Date.now() });
  console.log(`\n▶ ${title} [${clock(Date.now() - startedAt)}]`);
}

/**
 * Runs `node script` beside the steps that follow, its output kept in `logFile` until it ends (two
 * runs printing at once could not be read). `check()` returns at once while it runs or passed, and
 * prints its output and exits when it failed; `finish()` waits for it, then does the same.
 */
export function startLane(title, script, logFile) {
  const lane = { title, at: Date.now(), end: undefined };
  lanes.push(lane);
  console.log(
    `\n▶ ${title}, beside the steps below (its output: ${logFile}) [${clock(lane.at - startedAt)}]`,
  );
  const out = openSync(logFile, 'w');
  // Its own process group, so that ending it ends the browsers and test runners it started.
  const child = spawn(process.execPath, [script], { cwd: root, stdio: ['ignore', out, out], detached: true });
  // A failed step, or Ctrl-C, ends the script: the lane is of no use then.
  process.on('exit', () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Ended between the look and the signal.
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const ended = new Promise((resolve) =>
    child.on('exit', (code) => {
      // The exit is seen late when a step held the event loop; the lane's last words are on time.
      lane.end = statSync(logFile).mtimeMs;
      resolve(code ?? 1);
    }),
  );
  const judge = (code) => {
    console.log(`\n▶ ${title}: ${code === 0 ? 'passed' : 'failed'} [${clock(Date.now() - startedAt)}]`);
    console.log(readFileSync(logFile, 'utf8'));
    if (code !== 0) process.exit(code);
  };
  return {
    // The exit is seen only once the event loop runs, which a step's spawnSync does not let it.
    check: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (lane.end !== undefined && child.exitCode !== 0) judge(child.exitCode ?? 1);
    },
    finish: async () => judge(await ended),
  };
}

/**
 * Prints how long each step took and the whole; exits with an error when the whole took longer
 * than `budgetMinutes`, so a run that grows past its budget is seen the day it does.
 */
export function reportTimes(budgetMinutes = Number.POSITIVE_INFINITY) {
  const now = Date.now();
  console.log('\nTime per step:');
  steps.forEach(({ title, at }, i) => {
    console.log(`  ${clock((steps[i + 1]?.at ?? now) - at).padStart(6)}  ${title}`);
  });
  for (const { title, at, end } of lanes)
    console.log(
      `  ${clock((end ?? now) - at).padStart(6)}  ${title} (beside the steps, from ${clock(at - startedAt)})`,
    );
  const total = now - startedAt;
  if (budgetMinutes === Number.POSITIVE_INFINITY) return;
  console.log(`  ${clock(total).padStart(6)}  in all (budget ${budgetMinutes} min)`);
  if (total > budgetMinutes * 60_000) {
    console.error(
      `✖ the run took ${clock(total)}, past its budget of ${budgetMinutes} minutes: find the step that grew`,
    );
    process.exit(1);
  }
}

/** Runs a command in the foreground; exits the whole script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    console.error(`Node.js 20 or newer is needed; this is ${process.version}.`);
    process.exit(1);
  }
}

/** pnpm is installed into .tools with npm, so a fresh machine needs nothing global. */
export function pnpm(args, options) {
  if (!existsSync(pnpmBin)) {
    step(`Installing pnpm ${pnpmVersion} into .tools`);
    run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      '.tools',
      `pnpm@${pnpmVersion}`,
    ]);
  }
  run(pnpmBin, args, options);
}

export function installDependencies() {
  step('Installing dependencies');
  pnpm(['install', '--frozen-lockfile', '--prefer-offline'], {
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function fingerprint(dirs) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir).sort()) {
      if (['node_modules', 'dist', 'dist-server', '.turbo'].includes(entry)) continue;
      const full = path.join(dir, entry);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

/** Builds the web app and the server bundle, unless nothing changed since the last build. */
export function build({ force = false } = {}) {
  const stampFile = path.join(root, '.build-stamp');
  const current = fingerprint(['packages']);
  const outputs = [
    'packages/app/dist/index.html',
    'packages/app/dist-server/render.js',
    'packages/server/dist/main.mjs',
  ];
  const fresh = outputs.every((file) => existsSync(path.join(root, file)));
  if (!force && fresh && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
    step('Build is up to date');
    return;
  }
  step('Building the web app and the server');
  pnpm(['--filter', '@portal/app', 'build']);
  pnpm(['--filter', '@portal/server', 'build']);
  writeFileSync(stampFile, current);
}

/** Starts the built server as a child that gets our signals; `args` go to the server (`--scale N`). */
export function serve(args = [], env = {}) {
  const child = spawn(process.execPath, ['packages/server/dist/main.mjs', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
