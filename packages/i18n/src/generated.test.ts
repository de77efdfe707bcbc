import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const generated = ['i18n-types.ts', 'i18n-util.ts', 'i18n-util.sync.ts', 'i18n-util.async.ts'];
const copy = mkdtempSync(path.join(tmpdir(), 'portal-i18n-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the generated dictionary types', () => {
  it('should be what the English dictionary generates now (pnpm --filter @portal/i18n generate)', () => {
    // The generator writes into the folder it reads: it runs over a copy, and the copy's files are
    // compared with the committed ones.
    for (const entry of ['src', '.typesafe-i18n.json', 'package.json', 'tsconfig.json'])
      cpSync(path.join(packageDir, entry), path.join(copy, entry), { recursive: true });
    const cli = path.join(
      path.dirname(createRequire(import.meta.url).resolve('typesafe-i18n/package.json')),
      'cli/typesafe-i18n.mjs',
    );
    // Without the test runner's NODE_OPTIONS, whose paths are relative to the workspace.
    const env = { ...process.env, NODE_OPTIONS: '' };
    execFileSync(process.execPath, [cli, '--no-watch'], { cwd: copy, stdio: 'pipe', env });
    for (const file of generated) {
      const committed = readFileSync(path.join(packageDir, 'src', file), 'utf8');
      expect(readFileSync(path.join(copy, 'src', file), 'utf8'), file).toBe(committed);
    }
  }, 60_000);
});
