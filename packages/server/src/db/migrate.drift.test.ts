import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import * as schema from './schema';

type Journal = { entries: { idx: number; tag: string }[] };

describe('the committed migrations', () => {
  it('should bring a database exactly to the schema in src/db/schema', async () => {
    const journal: Journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    );
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations');
    const snapshotFile = join(
      MIGRATIONS_FOLDER,
      'meta',
      `${String(last.idx).padStart(4, '0')}_snapshot.json`,
    );
    const committed = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    const current = generateDrizzleJson(schema, committed.id);
    // Non-empty means the schema changed without `npx drizzle-kit generate --name <what>`.
    expect(await generateMigration(committed, current)).toEqual([]);
  });
});
