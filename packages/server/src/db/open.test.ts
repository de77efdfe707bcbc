import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, MIGRATIONS_FOLDER, openDatabase, schema } from '.';
import { createScratchDatabase, openTestDatabase, startTestPostgres } from './testing';

const TABLES = [
  'appointment_slots',
  'audit_log',
  'availability_version',
  'card_uploads',
  'clinics',
  'guardian_contacts',
  'guardianships',
  'imaging_results',
  'invoices',
  'lab_tests',
  'message_attachments',
  'message_threads',
  'messages',
  'messaging_announcements',
  'messaging_users',
  'mfa_challenges',
  'occupational_contracts',
  'occupational_team_members',
  'outbox',
  'patient_concepts',
  'patient_data_consents',
  'patients',
  'payment_refunds',
  'payments',
  'practitioner_clinics',
  'practitioner_specialties',
  'practitioners',
  'prescriptions',
  'professional_absences',
  'questionnaire_forms',
  'questionnaire_task_answers',
  'questionnaire_tasks',
  'rate_limits',
  'referrals',
  'reservations',
  'sessions',
  'sick_leave_certificates',
  'sickness_fund_memberships',
  'slot_horizon',
  'specialties',
  'staff_sessions',
  'thread_assignments',
  'thread_participants',
  'thread_professionals',
  'thread_reads',
  'vaccinations',
  'visits',
];

const maija = {
  ssn: '150385-9024',
  firstName: 'Maija',
  lastName: 'Virtanen',
  street: 'Mannerheimintie 12 B 7',
  postalCode: '00100',
  postOffice: 'Helsinki',
};

async function publicTables(db: Db) {
  const result = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return result.rows.map((row) => row.name);
}

// The same behaviour is asked of both drivers: the app runs on either.
const drivers: [string, () => Promise<Database>][] = [
  ['the embedded database in memory', () => openDatabase({ memory: true })],
  ['a PostgreSQL server', async () => openTestDatabase({ url: await startTestPostgres() })],
];

describe.each(drivers)('given %s', (name, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(() => database?.close());

  it('should have applied every migration', async () => {
    expect(await publicTables(database.db)).toEqual(TABLES);
  });

  it('should say which kind it is', () => {
    expect(database.kind).toBe(name.includes('server') ? 'server' : 'embedded');
  });

  describe('when a second patient with the same identity code is inserted', () => {
    it('should refuse it and keep the first', async () => {
      const { db } = database;
      await db.insert(schema.patients).values(maija);
      await expect(db.insert(schema.patients).values({ ...maija, firstName: 'Toinen' })).rejects.toThrow();
      const rows = await db.select().from(schema.patients).where(eq(schema.patients.ssn, maija.ssn));
      expect(rows.map((row) => row.firstName)).toEqual(['Maija']);
    });

    it('should skip it quietly with onConflictDoNothing', async () => {
      const inserted = await database.db
        .insert(schema.patients)
        .values({ ...maija, firstName: 'Toinen' })
        .onConflictDoNothing()
        .returning();
      expect(inserted).toEqual([]);
    });
  });

  describe('when a transaction fails', () => {
    it('should leave nothing behind', async () => {
      const { db } = database;
      await expect(
        db.transaction(async (tx) => {
          await tx
            .insert(schema.outbox)
            .values({ channel: 'sms', recipient: '+358401234567', body: 'Koodi 1234' });
          await tx.insert(schema.outbox).values({ channel: 'fax' as 'sms', recipient: 'x', body: 'y' });
        }),
      ).rejects.toThrow();
      expect(await db.select().from(schema.outbox)).toEqual([]);
    });
  });

  it('should give identity ids and database defaults', async () => {
    const [row] = await database.db
      .insert(schema.outbox)
      .values({
        channel: 'email',
        recipient: 'maija.virtanen@example.fi',
        subject: 'Varaus',
        body: 'Tervetuloa',
      })
      .returning();
    expect(row?.id).toBeTypeOf('number');
    expect(row?.createdAt).toBeInstanceOf(Date);
  });
});

describe('given a data folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-db-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  describe('when it is opened, written, closed and opened again', () => {
    it('should keep the rows and not apply the migrations twice', async () => {
      const dataDir = join(folder, 'nested', 'data');
      const first = await openDatabase({ dataDir });
      await first.db.insert(schema.patients).values(maija);
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select({ ssn: schema.patients.ssn }).from(schema.patients);
      const applied = await second.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      await second.close();
      expect(rows).toEqual([{ ssn: maija.ssn }]);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
    }, 60_000);
  });
});

// The embedded database has no JIT compiler at all; a server's would compile every longer query.
describe('given a PostgreSQL server', () => {
  it('should never compile queries just in time', async () => {
    const database = await openTestDatabase({ url: await startTestPostgres() });
    try {
      const result = await database.db.execute<{ jit: string }>(sql`show jit`);
      expect(result.rows[0]?.jit).toBe('off');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('should bound every statement by the request time-out', async () => {
    const database = await openTestDatabase({ url: await startTestPostgres() });
    try {
      const result = await database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(result.rows[0]?.statement_timeout).toBe('10s');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('should cancel a statement that outlasts its timeout', async () => {
    const scratch = await createScratchDatabase(await startTestPostgres());
    const database = await openDatabase({ url: scratch.url, statementTimeoutMs: 100 });
    try {
      await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toThrow();
      const result = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(result.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 60_000);
});
