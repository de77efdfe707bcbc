// `npm run chromatic`: publishes the same stories to Chromatic for review, when the project has a token.
// Without CHROMATIC_PROJECT_TOKEN it says so and exits 0: visual review is a help, never a CI gate.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so the stories are not published. Nothing to do.',
  );
  process.exit(0);
}

// The token is read from the environment by the CLI itself, so it never appears in a command line.
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { cwd: root, stdio: 'inherit' },
);
if (result.status !== 0) console.error(`Chromatic failed (${result.status ?? result.signal}); CI goes on.`);
process.exit(0);
