import { z } from 'zod';
import { defineOperation, success } from './operation';

const version = process.env.npm_package_version ?? '0.1.0';

/** What is running: the cheapest answer the API gives, and the benchmark's yardstick. */
export const versionOperation = defineOperation({
  method: 'get',
  path: '/api/version',
  summary: 'The running version',
  tag: 'meta',
  access: 'public',
  response: z.object({ type: z.literal('success'), version: z.string() }),
  handler: async () => success({ version }),
});
