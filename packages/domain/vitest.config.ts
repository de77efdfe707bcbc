import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers';

export default defineProject({
  test: {
    name: 'domain',
    maxWorkers,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Pure functions without state of their own: the files can share loaded modules, which makes the
    // run several times faster than a fresh module graph per file.
    isolate: false,
  },
});
