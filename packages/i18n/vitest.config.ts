import { defineProject } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers';

export default defineProject({
  test: { name: 'i18n', maxWorkers, environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
