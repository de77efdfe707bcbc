import { Writable } from 'node:stream';
import type { AppointmentWire } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONS } from '../seed/persons';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createLogger } from './logging';

// A fuzz of every operation of the OpenAPI description, as an attacker would run it: each
// parameter and body field in turn gets a generated bad value while the others stay plausible,
// anonymous and signed in. Nothing may answer 500 or more, a refusal (4xx) may change nothing, and
// the log may hold nothing of a demo person.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema };
type OperationDoc = {
  parameters: Parameter[];
  security: unknown[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
type Case = { method: string; path: string; doc: OperationDoc };

let server: TestServer;
let cases: Case[];
let freeTime: AppointmentWire;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({}, { logger: createLogger('debug', sink) });
  const browser = server.browser();
  const { body } = await browser.json<{ paths: Record<string, Record<string, OperationDoc>> }>(
    '/api/openapi.json',
  );
  cases = Object.entries(body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, doc]) => ({ method: method.toUpperCase(), path, doc })),
  );
  const week = new URLSearchParams({
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  const { body: list } = await browser.json<{ availableAppointments: { appointments: AppointmentWire[] } }>(
    `/api/appointments?${week}`,
  );
  const [first] = list.availableAppointments.appointments;
  if (!first) throw new Error('no free time to aim at');
  freeTime = first;
}, 60_000);
afterAll(() => server.close());

/** Plausible values by field name, none of them a demo person's, so the log check means something. */
function plausible(name: string, schema: JsonSchema): unknown {
  const byName: Record<string, unknown> = {
    id: freeTime.id,
    appointmentId: freeTime.id,
    internalOrganization: 'aava',
    emailAddress: 'fuzz.tester@example.fi',
    phone: '0409998877',
    phoneNumber: '0409998877',
    ssn: '131052-308T',
    firstName: 'Fuzz',
    lastName: 'Tester',
    streetAddress: 'Koekatu 1',
    postalCode: '00100',
    zipCode: '00100',
    postOffice: 'Helsinki',
    lang: 'fi',
    startDate: new Date().toISOString(),
    endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    date: today,
    code: '7101',
    pin: '0000',
  };
  if (name in byName) return byName[name];
  return sample(schema);
}

function sample(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(key, value)]),
      );
    default:
      if (schema.format === 'date') return today;
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x';
  }
}

/** Values an attacker tries: control characters, huge and odd numbers, dates far off, wrong types. */
const badValue = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    'line\r\nbreak',
    '\u0085\u2028',
    '%00',
    '../../etc/passwd',
    "' OR '1'='1' --",
    '<script>alert(1)</script>',
    '9999-12-31',
    '0000-00-00',
    '2026-02-30T25:61:00Z',
    '-1',
    '1e309',
    'NaN',
    '',
    ' ',
    '\uD800',
    '💥'.repeat(300),
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, -1, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** The statuses the fuzz saw, so a run that never got past the door shows as such. */
const seen = new Map<number, number>();

type Target = { kind: 'path' | 'query' | 'body'; name: string } | { kind: 'wholeBody' };

function targetsOf(doc: OperationDoc): Target[] {
  const body = doc.requestBody?.content['application/json'].schema;
  return [
    ...doc.parameters.map((p) => ({ kind: p.in, name: p.name }) as Target),
    ...Object.keys(body?.properties ?? {}).map((name) => ({ kind: 'body', name }) as Target),
    ...(body ? [{ kind: 'wholeBody' } as Target] : []),
  ];
}

/**
 * `encodeURIComponent` throws on a lone surrogate; a careless client sends its bytes anyway
 * (invalid UTF-8), so that is what the fuzz sends.
 */
function pathSegment(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    const lone = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    if (!lone) out += encodeURIComponent(char);
    else
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
  }
  return out;
}

function requestOf(c: Case, target: Target, bad: unknown, csrfToken: string | null) {
  let path = c.path;
  const query = new URLSearchParams();
  for (const p of c.doc.parameters) {
    const aimed = target.kind === p.in && target.name === p.name;
    let value = aimed ? bad : plausible(p.name, p.schema);
    if (p.name === 'csrfToken' && !aimed) value = csrfToken ?? undefined;
    if (value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, pathSegment(text));
    else query.set(p.name, text);
  }
  const bodySchema = c.doc.requestBody?.content['application/json'].schema;
  let body: unknown;
  if (target.kind === 'wholeBody') body = bad;
  else if (bodySchema) {
    const fields = sample(bodySchema) as Record<string, unknown>;
    if (target.kind === 'body') fields[target.name] = bad;
    body = fields;
  }
  const search = query.size > 0 ? `?${query}` : '';
  return {
    url: `${path}${search}`,
    init: {
      method: c.method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    } satisfies RequestInit,
  };
}

/** What a refused request must not change: the people, their bookings, concepts and messages. */
async function fingerprint(): Promise<string> {
  const tables = ['patients', 'reservations', 'patient_concepts', 'outbox', 'invoices', 'payments'];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await server.database.db.execute(
      sql.raw(`select count(*)::text || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as f
        from ${table} t`),
    );
    parts.push(String((result.rows[0] as { f: string }).f));
  }
  return parts.join(',');
}

async function fuzz(c: Case, browser: TestBrowser, csrfToken: string | null) {
  const targets = targetsOf(c.doc);
  if (targets.length === 0) return;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...targets), badValue, async (target, bad) => {
      const { url, init } = requestOf(c, target, bad, csrfToken);
      const before = await fingerprint();
      const response = await browser.fetch(url, init);
      await response.arrayBuffer();
      seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      const where = `${c.method} ${url.slice(0, 200)} (${JSON.stringify(target)})`;
      expect(response.status, where).toBeLessThan(500);
      if (response.status >= 400) expect(await fingerprint(), where).toBe(before);
    }),
    { numRuns: 4 * targets.length, endOnFailure: true },
  );
}

describe('a fuzz of every operation of the OpenAPI description', () => {
  it('should answer every bad value of an anonymous caller below 500, changing nothing on a refusal', async () => {
    const browser = server.browser();
    for (const c of cases) await fuzz(c, browser, null);
  }, 600_000);

  it('should answer every bad value of a signed-in person below 500, changing nothing on a refusal', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
    for (const c of cases) {
      await fuzz(c, browser, body.session.csrfToken);
      // A fuzzed log-out with a good token could end the session; the rest is fuzzed signed in.
      const { body: now } = await browser.json<{ session: { isSessionValid: boolean } }>('/api/session');
      expect(now.session.isSessionValid, `${c.method} ${c.path} ended the session`).toBe(true);
    }
  }, 600_000);

  it('should have reached both the refusals and the handlers', () => {
    const total = [...seen.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(500);
    expect(seen.get(400)).toBeGreaterThan(100);
    expect([...seen.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
  });

  it('should have logged nothing of any demo person: identity code, name, phone or address', () => {
    expect(lines.length).toBeGreaterThan(100);
    for (const person of DEMO_PERSONS) {
      const personal = [
        person.ssn,
        person.firstName,
        person.lastName,
        person.street,
        person.phone,
        person.mfaPhone,
        person.email,
      ].filter((value): value is string => value !== null);
      for (const value of personal) {
        const leaking = lines.filter((line) => line.includes(value));
        expect(leaking, `${person.firstName}'s ${value}`).toEqual([]);
      }
    }
  });
});
