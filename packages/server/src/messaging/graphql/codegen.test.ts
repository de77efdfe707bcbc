import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen.messaging';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('the generated messaging API types', () => {
  it('should be what the schema and the documents generate now (npm run codegen:messaging)', async () => {
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBe(2);
    for (const output of outputs) {
      const committed = readFileSync(`${root}${output.filename}`, 'utf8');
      expect(committed, output.filename).toBe(output.content);
    }
  }, 60_000);
});
