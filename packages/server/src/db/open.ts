import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { embeddedListen, type Listen, serverListen } from './listen';
import { applyMigrations } from './migrate';
import * as schema from './schema';

/**
 * The result shape both drivers share: node-postgres and PGlite each answer
 * `execute()` with an object holding `rows` (and differ in everything else).
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

/** What `db.execute(sql...)` answers on either driver. */
export type QueryRows<TRow> = { rows: TRow[] };

/** The drizzle database, the same type whichever driver is underneath. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

/** An open, migrated database and the means to close it. */
export type Database = {
  db: Db;
  /** `embedded`: PGlite in this process; `server`: a PostgreSQL server through a pool. */
  kind: 'embedded' | 'server';
  /** Listens to `NOTIFY` on a channel: on the server through a connection of its own. */
  listen: Listen;
  close(): Promise<void>;
};

/** Where the database is. */
export type DatabaseConfig = {
  /** `postgres://...` of a PostgreSQL server; when set, the other options are ignored. */
  url?: string;
  /** Folder of the embedded database, created if missing. */
  dataDir?: string;
  /** An embedded database in memory, gone on close. Default when neither `url` nor `dataDir` is given. */
  memory?: boolean;
  /** In memory, the contents of an embedded database dumped with PGlite's `dumpDataDir` to start from. */
  fromDump?: Blob;
  /** Migrations folder; default `packages/server/drizzle`. */
  migrationsFolder?: string;
  /** Called when an idle pooled connection breaks; default writes to stderr. */
  onPoolError?: (error: Error) => void;
  /**
   * How long one statement may run on a PostgreSQL server before it is cancelled; default
   * {@link defaultStatementTimeoutMs}. PGlite has no timer to cancel with: there the bounds of
   * every input keep statements short.
   */
  statementTimeoutMs?: number;
  /** Called with each statement's SQL as drizzle sends it; tests count statements with it. */
  onQuery?: (sql: string) => void;
};

/** The spec's request time-out (10 s): no statement of a request may outlast it. */
export const defaultStatementTimeoutMs = 10_000;

/**
 * Opens the database and applies pending migrations before returning.
 *
 * @example
 * const { db, close } = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data' });
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const onQuery = config.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (config.url) {
    // No JIT: every query here is short, and compiling one took 190 ms where running it took 5
    // (the per-day probe of the available dates looks costly to the planner).
    // Migrations get a connection of their own, free of the statement timeout: building an
    // index on a large table may rightly take longer than any request.
    const migrations = new pg.Pool({ connectionString: config.url, options: '-c jit=off', max: 1 });
    try {
      await applyMigrations({ kind: 'server', pool: migrations }, config.migrationsFolder);
    } finally {
      await migrations.end();
    }
    const timeout = config.statementTimeoutMs ?? defaultStatementTimeoutMs;
    const pool = new pg.Pool({
      connectionString: config.url,
      options: `-c jit=off -c statement_timeout=${timeout}`,
    });
    // Without a listener a broken idle connection would crash the process;
    // the pool has already dropped it and the next query reconnects.
    pool.on('error', config.onPoolError ?? ((error) => console.error('database pool:', error.message)));
    const db: Db = drizzlePg({ client: pool, schema, logger });
    return { db, kind: 'server', listen: serverListen(config.url), close: () => pool.end() };
  }

  const dataDir = config.memory || !config.dataDir ? undefined : config.dataDir;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = config.fromDump ? new PGlite({ loadDataDir: config.fromDump }) : new PGlite(dataDir);
  try {
    await client.waitReady;
    await applyMigrations({ kind: 'embedded', client }, config.migrationsFolder);
  } catch (error) {
    await client.close();
    throw error;
  }
  const db: Db = drizzlePglite({ client, schema, logger });
  return { db, kind: 'embedded', listen: embeddedListen(client), close: () => client.close() };
}
