import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import { openDatabase } from './open';
import { startTestPostgres } from './testing';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe('given a new, empty database on a PostgreSQL server', () => {
  let serverUrl: string;
  let url: URL;
  const name = `portal_migrate_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    serverUrl = await startTestPostgres();
    await admin(serverUrl, `create database ${name}`);
    url = new URL(serverUrl);
    url.pathname = `/${name}`;
  }, 60_000);
  afterAll(() => admin(serverUrl, `drop database if exists ${name} with (force)`));

  describe('when both brand servers start against it at the same moment', () => {
    it('should migrate it once and open both', async () => {
      const [general, children] = await Promise.all([
        openDatabase({ url: url.toString() }),
        openDatabase({ url: url.toString() }),
      ]);
      const applied = await general.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const patients = await children.db.execute(sql`select * from patients`);
      await Promise.all([general.close(), children.close()]);
      expect(applied.rows).toEqual([{ count: journal.entries.length }]);
      expect(patients.rows).toEqual([]);
    }, 60_000);
  });
});
