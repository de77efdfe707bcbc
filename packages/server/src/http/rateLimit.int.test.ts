import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { type Database, openDatabase } from '../db';
import { createScratchDatabase, startTestPostgres } from '../db/testing';
import { seedDemo } from '../seed';
import { type RunningServer, startServer } from '../server';
import { anonymousReservationLimits } from './rateLimit';

// Two servers, each with its own connection pool, on one PostgreSQL database: as two processes
// behind one load balancer. A limit kept in either process's memory would let twice as much through.
let scratch: { url: string; drop(): Promise<void> };
const databases: Database[] = [];
const servers: RunningServer[] = [];
beforeAll(async () => {
  scratch = await createScratchDatabase(await startTestPostgres());
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: scratch.url });
    if (i === 0) await seedDemo(database.db, { today: new Date(), horizonDays: 3 });
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SIGN_IN_STARTS_PER_ADDRESS: '5',
    });
    databases.push(database);
    servers.push(await startServer({ config, database }));
  }
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const database of databases) await database.close();
  await scratch?.drop();
});

function attempt(server: RunningServer, address: string, ssn: string) {
  return fetch(new URL('/api/anon/reserve-appointment?lang=fi', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      internalOrganization: 'aava',
      appointmentId: 1,
      emailAddress: 'someone@example.fi',
      phone: '0401234567',
      ssn,
      firstName: 'Probe',
      lastName: 'Person',
    }),
  });
}

describe('given one address probing through two server processes at once', () => {
  const { points } = anonymousReservationLimits.perAddress;

  it(`should let ${points} attempts through in all, then answer 429 from both`, async () => {
    const codes = ['150385-9024', '040790-9259', '280275-971B', '300870-993W', '150385-913F'];
    const answers = await Promise.all(
      Array.from({ length: points + 10 }, (_, i) =>
        attempt(servers[i % 2] as RunningServer, '198.51.100.20', codes[i % codes.length] ?? ''),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(points);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    for (const server of servers) {
      const later = await attempt(server, '198.51.100.20', codes[0] ?? '');
      expect(later.status).toBe(429);
      expect(Number(later.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});

describe('given one address starting sign-in through two server processes at once', () => {
  it('should send 5 starts in all on to the identity provider, the rest to the login page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        fetch(new URL('/oauth/authenticate?lang=fi&next=%2Ffi', (servers[i % 2] as RunningServer).url), {
          headers: { 'x-forwarded-for': '198.51.100.21' },
          redirect: 'manual',
        }),
      ),
    );
    const places = answers.map((answer) => answer.headers.get('location') ?? '');
    expect(places.filter((place) => place.includes('/idp/'))).toHaveLength(5);
    expect(places.filter((place) => place === '/fi/kirjaudu?error=tooManyRequests')).toHaveLength(4);
  });
});
