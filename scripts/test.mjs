// `npm test`: every check and every test of every package, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auditDir } from './audit-a11y.mjs';
import { chromiumPath as chromium } from './chromium.mjs';
import { build, checkNode, installDependencies, pnpm, reportTimes, run, startLane, step } from './lib.mjs';

const storyLog = path.join(tmpdir(), `portal-story-lane-${process.pid}.log`);

/** Debian's Chromium drives the browser tests; Playwright's own download cannot be used here. */
function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `The browser tests need Debian's Chromium at ${chromium}. Install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core',
    );
    process.exit(1);
  }
  step('Installing Chromium from Debian');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
}

checkNode();
installDependencies();

step('Lint and format (biome)');
run('npx', ['biome', 'ci', '.']);

step('Layers: no upward imports, no cycles');
run('node', ['scripts/check-layers.mjs']);

step('Type check every package');
for (const pkg of ['domain', 'i18n', 'ui', 'forms', 'app', 'server'])
  pnpm(['--filter', `@portal/${pkg}`, 'typecheck']);
run('npx', ['tsc', '-p', 'e2e']);

const vitestEnv = { NODE_OPTIONS: `--import=${new URL('./node20-polyfills.mjs', import.meta.url).href}` };
// The story tests and the link walk scan with axe anyway; with A11Y_AUDIT_DIR set they keep what they
// found there, and the accessibility audit collects it at the end (scripts/audit-a11y.mjs).
rmSync(auditDir, { recursive: true, force: true });

// The story lane runs beside the other steps and fills their idle moments, as they fill its own
// (docs/decisions/2026-11-29-test-pipeline.md).
ensureChromium();
const stories = startLane('Story lane: Storybook build, story tests', 'scripts/test-stories.mjs', storyLog);

// The server's tests open their databases on a PostgreSQL server (packages/server/vitest.config.ts);
// the embedded database, the default of `npm start`, has a pass of its own after them.
step('Unit and HTTP tests (databases on a PostgreSQL server)');
run('npx', ['vitest', 'run'], { env: vitestEnv });
await stories.check();

step('The embedded database: its own tests and the seed, on PGlite');
run('npx', ['vitest', 'run', '--project', 'server'], { env: { ...vitestEnv, PORTAL_TEST_EMBEDDED: '1' } });
await stories.check();

build();

step("Byte budget: the first page's JavaScript and CSS, each page chunk (compressed)");
run('node', ['--test', 'scripts/bundle-budget.test.mjs']);
run('node', ['scripts/bundle-budget.mjs', '--check']);
await stories.check();

step('End-to-end tests in Chromium over the started app');
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  env: { A11Y_AUDIT_DIR: auditDir },
});
await stories.finish();

step('Accessibility audit: the figures of the story and page scans, for the statement');
run('node', ['scripts/audit-a11y.mjs', '--collect']);
// From a fresh clone on the two-core machine the whole run takes what README.md says; the budget
// leaves headroom for a slower day, not for a step that doubled. Lower it as the run gets faster.
reportTimes(Number(process.env.TEST_BUDGET_MINUTES ?? 60));
console.log('\n✔ All checks passed');
