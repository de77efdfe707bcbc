import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every package; each package keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    // Vitest's default leaves one core for itself, which on a two-core machine runs every file in
    // one worker while the other core idles; the files are independent, so use every core.
    maxWorkers: availableParallelism(),
  },
});
