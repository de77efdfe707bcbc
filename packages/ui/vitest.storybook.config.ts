import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { AxeReporter } from '../../.storybook/axeReporter';
import { chromiumArgs as baseArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { hermeticFontEnv } from '../../scripts/hermetic-fonts.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Debian's Chromium with the flags of every run here, and some of the story tests' own.
const chromiumArgs = [
  ...baseArgs,
  // Screenshots must not depend on the machine's display or font hinting settings.
  '--force-device-scale-factor=1',
  '--font-render-hinting=none',
  '--disable-lcd-text',
];

/**
 * The story tests: every story of .storybook/main.ts as a test in headless Chromium. Each runs its play
 * function and an axe scan (a violation fails), then compares a screenshot with the committed baseline
 * in the `__screenshots__` folder beside the story. `npm run test:stories:update` rewrites the baselines.
 *
 * Its own config file, not a project of the unit run, so `npm test` runs it as a separate step after
 * the unit tests.
 */
export default defineConfig({
  // Its own cache of bundled dependencies, apart from the unit runs that share the workspace's.
  cacheDir: path.join(import.meta.dirname, 'node_modules/.vite-stories'),
  // Bundled before the first test: a dependency found mid-run reloads the page and can fail a story.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react-aria-components',
      '@radix-ui/react-dialog',
      'survey-core',
      'survey-react-ui',
    ],
  },
  // Screenshots are written beside the stories; the Storybook plugin narrows what the server may touch.
  server: { fs: { allow: [root] } },
  plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  test: {
    name: 'stories',
    // From packages/ui, so that the dependencies of the stories resolve from the package that declares them.
    root: import.meta.dirname,
    setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
    // A full run for the accessibility audit keeps what the stories' axe scans found (A11Y_AUDIT_DIR).
    reporters: process.env.A11Y_AUDIT_DIR
      ? ['default', new AxeReporter(process.env.A11Y_AUDIT_DIR)]
      : ['default'],
    // Two cores: one browser page at a time keeps the machine usable and the pictures stable.
    fileParallelism: false,
    // Loopback only, and allowed to write: the browser saves new and updated screenshot baselines.
    api: { host: '127.0.0.1', allowWrite: true },
    browser: {
      enabled: true,
      headless: true,
      ui: false,
      screenshotFailures: false,
      provider: playwright({
        // Only the fonts the project ships: the machine's font packages cannot change a picture.
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: hermeticFontEnv() },
        contextOptions: { timezoneId: 'Europe/Helsinki', locale: 'fi-FI', reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may move a few edge pixels between runs; anything larger is a real change.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
          resolveScreenshotPath: ({ arg, ext, testFileDirectory }) =>
            path.join(import.meta.dirname, testFileDirectory, '__screenshots__', `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => path.join(root, 'test-results', 'stories', `${arg}${ext}`),
        },
      },
    },
  },
});
