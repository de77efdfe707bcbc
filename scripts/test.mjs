// `npm test`: every check and every test of every package, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { auditDir } from './audit-a11y.mjs';
import { chromiumPath as chromium } from './chromium.mjs';
import { build, checkNode, installDependencies, pnpm, reportTimes, run, step } from './lib.mjs';

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
// The story tests and the link walk scan with axe anyway; with this set they keep what they found, and
// the accessibility audit collects it at the end (scripts/audit-a11y.mjs).
const audit = { A11Y_AUDIT_DIR: auditDir };
rmSync(auditDir, { recursive: true, force: true });

step('Unit and HTTP tests (embedded database)');
run('npx', ['vitest', 'run'], { env: vitestEnv });

step('Database and HTTP tests against a PostgreSQL server');
run('npx', ['vitest', 'run', '--project', 'server'], { env: { ...vitestEnv, PORTAL_TEST_POSTGRES: '1' } });

ensureChromium();

step('Storybook builds (the static catalogue reviewers open)');
run('npm', ['run', 'build-storybook']);

step('Story tests in Chromium: play functions, axe scans, screenshots');
run('npx', ['tsc', '-p', '.storybook']);
run('npx', ['vitest', 'run', '--config', 'packages/ui/vitest.storybook.config.ts'], {
  env: { ...vitestEnv, ...audit },
});

step('Stories to Chromatic (only with CHROMATIC_PROJECT_TOKEN)');
run('node', ['scripts/chromatic.mjs']);

build();

step("Byte budget: the first page's JavaScript and CSS, each page chunk (compressed)");
run('node', ['--test', 'scripts/bundle-budget.test.mjs']);
run('node', ['scripts/bundle-budget.mjs', '--check']);

ensureChromium();

step('End-to-end tests in Chromium over the started app');
run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { env: audit });

step('Accessibility audit: the figures of the story and page scans, for the statement');
run('node', ['scripts/audit-a11y.mjs', '--collect']);
// From a fresh clone on the two-core machine the whole run takes what README.md says; the budget
// leaves headroom for a slower day, not for a step that doubled. Lower it as the run gets faster.
reportTimes(Number(process.env.TEST_BUDGET_MINUTES ?? 80));
console.log('\n✔ All checks passed');
