// `npm run chromatic`: publishes the static Storybook build (storybook-static, which `npm test` has
// already built) to Chromatic for review, when the project has a token; it builds only when there is
// no build yet. Without CHROMATIC_PROJECT_TOKEN it says so and exits 0: visual review is a help,
// never a CI gate.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const buildDir = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so the stories are not published. Nothing to do.',
  );
  process.exit(0);
}

if (!existsSync(path.join(root, buildDir, 'index.json'))) {
  console.log(`Chromatic: no build in ${buildDir} yet, so it is built once first.`);
  const built = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error(`The Storybook build failed (${built.status ?? built.signal}); nothing published.`);
    process.exit(0);
  }
}

// The token is read from the environment by the CLI itself, so it never appears in a command line.
const result = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', buildDir, '--exit-zero-on-changes', '--exit-once-uploaded'],
  { cwd: root, stdio: 'inherit' },
);
if (result.status !== 0) console.error(`Chromatic failed (${result.status ?? result.signal}); CI goes on.`);
process.exit(0);
