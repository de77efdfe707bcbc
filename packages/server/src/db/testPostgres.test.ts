import { afterAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, startTestPostgres, stopTestPostgres } from './testing';

// Nothing listens on port 1, which stands for a machine without PostgreSQL.
const NOWHERE = 'postgres://postgres@127.0.0.1:1/test';

describe('startTestPostgres', () => {
  afterAll(async () => {
    vi.unstubAllEnvs();
    await stopTestPostgres();
  });

  describe('given TEST_DATABASE_URL is set', () => {
    it('should answer it without trying anything else', async () => {
      vi.stubEnv('TEST_DATABASE_URL', 'postgres://ci@db.example.fi:5432/ci');
      expect(await startTestPostgres({ localUrl: NOWHERE })).toBe('postgres://ci@db.example.fi:5432/ci');
      vi.unstubAllEnvs();
    });
  });

  describe('given no server answers', () => {
    let url: string;

    it('should start one from the embedded binaries', async () => {
      vi.stubEnv('TEST_DATABASE_URL', '');
      url = await startTestPostgres({ localUrl: NOWHERE });
      expect(url).toMatch(/^postgres:\/\/postgres:\w+@127\.0\.0\.1:\d+\/postgres$/);

      const database = await openTestDatabase({ url });
      const [row] = await database.db
        .execute<{ version: string }>(`select version() as version`)
        .then((result) => result.rows);
      await database.close();
      expect(row?.version).toMatch(/^PostgreSQL 18/);
    }, 120_000);

    it('should reuse the running server and prefer a local one that answers', async () => {
      expect(await startTestPostgres({ localUrl: NOWHERE })).toBe(url);
      expect(await startTestPostgres({ localUrl: url })).toBe(url);
    });

    it('should be gone after stopTestPostgres', async () => {
      await stopTestPostgres();
      await expect(openTestDatabase({ url })).rejects.toThrow();
    }, 30_000);
  });
});
