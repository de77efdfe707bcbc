import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers';

export default defineProject({
  // The ui components bring vanilla-extract styles; they compile here as in the build.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    maxWorkers,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The files share one page and its loaded modules, as a browser tab would: several times faster
    // than a fresh page per file. test/setup.ts empties what a test leaves behind.
    isolate: false,
    // A page test types, waits for a code chunk and several calls; on a busy two-core machine one
    // takes several seconds, more than the default five for the whole test.
    testTimeout: 20_000,
  },
});
