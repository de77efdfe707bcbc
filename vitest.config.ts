import { defineConfig } from 'vitest/config';

// One runner for every package; each package keeps its own vitest.config.ts, its workers from
// vitest.workers.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
