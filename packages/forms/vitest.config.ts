import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers';

export default defineProject({
  // Styles are compiled as in the app build, so class names and data-* selectors behave the same in tests.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'forms',
    maxWorkers,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The files share one page and its loaded modules, as a browser tab would: several times faster
    // than a fresh page per file. test/setup.ts empties what a test leaves behind.
    isolate: false,
    // A form test types and clicks as a person does; on a busy two-core machine that takes seconds.
    testTimeout: 15_000,
  },
});
