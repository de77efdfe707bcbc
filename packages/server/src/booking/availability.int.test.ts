import type { AppointmentWire } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { type Database, openDatabase } from '../db';
import { createScratchDatabase, startTestPostgres } from '../db/testing';
import { seedDemo } from '../seed';
import { type RunningServer, startServer } from '../server';
import { TestBrowser } from '../testing/httpClient';
import { TestClock } from '../testing/testServer';

// Two server processes on one PostgreSQL server, each with its own connections, its free times in
// memory and its search cache: what one reserves, the other stops offering at once.
let scratch: { url: string; drop(): Promise<void> };
const databases: Database[] = [];
const servers: RunningServer[] = [];
const clock = new TestClock();

beforeAll(async () => {
  scratch = await createScratchDatabase(await startTestPostgres());
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: scratch.url });
    databases.push(database);
    if (i === 0) await seedDemo(database.db, { today: clock.now, horizonDays: 7 });
    const config = readConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const server = await startServer({ config, database, clock: clock.read });
    await server.availability.ready;
    servers.push(server);
  }
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const database of databases) await database.close();
  await scratch.drop();
});

type Listing = { availableAppointments: { appointments: AppointmentWire[] } };
type Session = { session: { csrfToken: string } };

const one = () => TestBrowser.of(servers[0] as RunningServer);
const other = () => TestBrowser.of(servers[1] as RunningServer);

/** The first page of free times two to seven days ahead, as a server lists it. */
async function listedBy(browser: TestBrowser): Promise<number[]> {
  const at = (hours: number) => new Date(clock.now.getTime() + hours * 3_600_000).toISOString();
  const query = new URLSearchParams({ startDate: at(48), endDate: at(7 * 24) });
  const { body } = await browser.json<Listing>(`/api/appointments?${query}`);
  return body.availableAppointments.appointments.map((time) => time.id);
}

async function datesBy(browser: TestBrowser, day: string): Promise<string[]> {
  const query = new URLSearchParams({ startDate: `${day}T00:00:00+02:00`, endDate: `${day}T23:59:00+02:00` });
  const { body } = await browser.json<{ dates: string[] }>(
    `/api/appointments/available-appointment-dates?${query}`,
  );
  return body.dates;
}

async function signedIn(code: string) {
  const browser = one();
  await browser.signIn(code);
  const { body } = await browser.json<Session>('/api/session');
  const token = body.session.csrfToken;
  return {
    reserve: (id: number) =>
      browser.json(`/api/reserve-appointment?csrfToken=${token}&lang=en`, {
        method: 'POST',
        body: JSON.stringify({
          appointmentId: id,
          internalOrganization: 'aava',
          emailAddress: 'maija.virtanen@example.fi',
          phone: '+358401112233',
        }),
      }),
    cancel: (id: number) => browser.json(`/api/appointments/${id}?csrfToken=${token}`, { method: 'DELETE' }),
  };
}

describe('two servers on one PostgreSQL server', () => {
  describe('given a time both offer', () => {
    it('should not be offered by the other once one has reserved it, and again once cancelled', async () => {
      const before = await listedBy(other());
      const time = before[0] as number;
      expect(await listedBy(one())).toContain(time);
      const maija = await signedIn('150385-9024');

      expect((await maija.reserve(time)).status).toBe(200);
      expect(await listedBy(other())).not.toContain(time);
      expect(await listedBy(one())).not.toContain(time);

      expect((await maija.cancel(time)).status).toBe(200);
      expect(await listedBy(other())).toContain(time);
    });
  });

  describe('given every free time of a day reserved on one', () => {
    it('should leave that day out of the other’s dates', async () => {
      const { db } = databases[0] as Database;
      const day = new Date(clock.now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
      expect(await datesBy(other(), day)).toEqual([day]);
      // A reservation written by any means counts: the database's trigger tells every process.
      await db.execute(sql`
        insert into reservations (slot_id, patient_id, reserved_by_ssn, channel, health_care_type, internal_organization)
        select s.id, (select id from patients where ssn <> '150385-9024' limit 1), '010158-936L', 'signedIn', 'private', 'aava'
        from appointment_slots s
        where (s.start_at at time zone 'Europe/Helsinki')::date = ${day}::date
          and not exists (select 1 from reservations r where r.slot_id = s.id and r.status = 'active')`);
      await (servers[1] as RunningServer).availability.settle();
      expect(await datesBy(other(), day)).toEqual([]);
    });
  });

  describe('given the other has stopped hearing notices for a while', () => {
    it('should catch up and stop offering what was reserved meanwhile', async () => {
      const time = (await listedBy(other()))[0] as number;
      const { db } = databases[0] as Database;
      // Ends both servers' listening connections; each makes a new one a second later.
      await db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen availability'`);
      const maija = await signedIn('150385-9024');
      expect((await maija.reserve(time)).status).toBe(200);
      const deadline = Date.now() + 10_000;
      while ((await listedBy(other())).includes(time) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await listedBy(other())).not.toContain(time);
    });
  });
});
