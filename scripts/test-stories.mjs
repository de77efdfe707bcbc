// The story lane of `npm test`: the Storybook build and the story tests in Chromium. test.mjs runs it
// beside the other steps, each filling the other's idle moments (docs/decisions/2026-11-29-test-pipeline.md).
import { auditDir } from './audit-a11y.mjs';
import { reportTimes, run, step } from './lib.mjs';

const vitestEnv = { NODE_OPTIONS: `--import=${new URL('./node20-polyfills.mjs', import.meta.url).href}` };

step('Storybook builds (the static catalogue reviewers open)');
run('npm', ['run', 'build-storybook']);

step('Story tests in Chromium: play functions, axe scans, screenshots');
run('npx', ['tsc', '-p', '.storybook']);
// The story tests scan with axe anyway; with A11Y_AUDIT_DIR set they keep what they found, and the
// accessibility audit collects it at the end of npm test (scripts/audit-a11y.mjs).
run('npx', ['vitest', 'run', '--config', 'packages/ui/vitest.storybook.config.ts'], {
  env: { ...vitestEnv, A11Y_AUDIT_DIR: auditDir },
});

step('Stories to Chromatic (only with CHROMATIC_PROJECT_TOKEN)');
run('node', ['scripts/chromatic.mjs']);

reportTimes();
