import { Writable } from 'node:stream';
import { meDocument, messagingSchema, threadsDocument } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logging';
import type { TestBrowser } from '../testing/httpClient';
import { startTestServer, type TestServer } from '../testing/testServer';

// A fuzz of every string input of the messaging schema, as a patient and as a professional: each
// string argument or input field in turn gets a hostile value while the others stay plausible.
// Nothing may fail inside (HTTP 500 or `unknownError`), nothing may be logged as a failure, and a
// refusal may change nothing.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

type Answer = { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
type Caller = { kind: 'patient' | 'professional'; ask(query: string, variables: object): Promise<Answer> };

let server: TestServer;
let maija: Caller;
let nurse: Caller;
const plausibleIds = { threadId: '', userId: '' };

async function caller(kind: Caller['kind'], browser: TestBrowser, csrfToken: string): Promise<Caller> {
  const path = kind === 'patient' ? '/api/customer-messaging' : '/api/clinic/messaging';
  return {
    kind,
    ask: async (query, variables) => {
      const { status, body } = await browser.json<Answer>(path, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken },
        body: JSON.stringify({ query, variables }),
      });
      expect(status, query).toBeLessThan(500);
      return body;
    },
  };
}

beforeAll(async () => {
  server = await startTestServer({}, { logger: createLogger('debug', sink) });
  const patient = server.browser();
  await patient.signIn('150385-9024');
  const { body } = await patient.json<{ session: { csrfToken: string } }>('/api/session');
  maija = await caller('patient', patient, body.session.csrfToken);
  const staff = server.browser();
  const { response, url } = await staff.navigate('/clinic/oauth/authenticate?lang=fi');
  const action = /<form method="post" action="([^"]+\/staff)"/.exec(await response.text())?.[1] ?? '';
  await staff.navigate(new URL(action.replaceAll('&amp;', '&'), url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subject: 'staff-nurse-helena' }).toString(),
  });
  const session = await staff.json<{ csrfToken: string }>('/api/clinic/session');
  nurse = await caller('professional', staff, session.body.csrfToken);
  plausibleIds.userId = (await maija.ask(meDocument, {})).data?.me.id;
  plausibleIds.threadId = (await maija.ask(threadsDocument, {})).data?.threads.paginatedThreads[0].id;
}, 120_000);
afterAll(() => server.close());

/** One string input: a root field and the path to the string among its arguments. */
type Input = { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown>; path: string[] };

const schema = buildSchema(messagingSchema);

function stringPaths(type: GraphQLInputType, path: string[]): string[][] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return stringPaths(inner.ofType, path);
  if (isScalarType(inner)) return ['String', 'ID'].includes(inner.name) ? [path] : [];
  if (isInputObjectType(inner))
    return Object.values(inner.getFields()).flatMap((field) =>
      stringPaths(field.type, [...path, field.name]),
    );
  return [];
}

const inputs: Input[] = (['query', 'mutation'] as const).flatMap((operation) => {
  const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).flatMap((field) =>
    field.args.flatMap((arg) =>
      stringPaths(arg.type, [arg.name]).map((path) => ({ operation, field, path })),
    ),
  );
});

/** A value each argument takes when it is not the one aimed at. */
function plausible(arg: GraphQLArgument): unknown {
  const values: Record<string, unknown> = {
    id: plausibleIds.threadId,
    threadId: plausibleIds.threadId,
    participantIds: [plausibleIds.userId],
    type: 'customer',
    title: 'Kysymys',
    separateThreadPerParticipant: false,
    firstMessage: { content: 'Hei', attachments: [], questionnaireInvitations: [] },
    message: { content: 'Hei', attachments: [], questionnaireInvitations: [] },
    questionnaireInvitationId: '1',
    answers: '{}',
    fileName: 'lausunto.pdf',
    contentType: 'application/pdf',
    size: 100,
    startDate: '2027-01-10',
    endDate: '2027-01-12',
    substituteIds: [],
    internalMessage: 'Lomalla',
  };
  return values[arg.name];
}

/** `value` put at `path` of `into`, through a list where the input is one. */
function aimed(into: unknown, path: string[], value: unknown, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [aimed(undefined, path, value, inner.ofType)];
  const [head, ...rest] = path;
  if (head === undefined || !isInputObjectType(inner)) return value;
  const field = inner.getFields()[head];
  if (!field) return value;
  return {
    ...(into as object),
    [head]: aimed((into as Record<string, unknown>)?.[head], rest, value, field.type),
  };
}

function requestOf(input: Input, bad: string) {
  const [argName, ...rest] = input.path;
  const variables: Record<string, unknown> = {};
  for (const arg of input.field.args) {
    const value = arg.name === argName ? aimed(plausible(arg), rest, bad, arg.type) : plausible(arg);
    if (value !== undefined) variables[arg.name] = value;
  }
  const used = input.field.args.filter((arg) => arg.name in variables);
  const declared = used.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(input.field.type)) ? '{ __typename }' : '';
  const query = `${input.operation} ${declared ? `(${declared})` : ''} { ${input.field.name}${passed ? `(${passed})` : ''} ${selection} }`;
  return { query, variables };
}

/** Strings an attacker tries: control characters, the longest texts, odd Unicode, injections. */
const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u001b[2J',
    'line\r\nbreak',
    '\u0085\u2028',
    '\u007f',
    '\uD800',
    '%00',
    "' OR '1'='1' --",
    '<script>alert(1)</script>',
    '',
    ' ',
    '💥'.repeat(300),
    'x'.repeat(120_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000`),
);

/** What a refused request must not change: threads, messages, files, absences and answers. */
async function fingerprint(): Promise<string> {
  const tables = [
    'message_threads',
    'messages',
    'message_attachments',
    'thread_assignments',
    'thread_reads',
    'professional_absences',
    'questionnaire_task_answers',
  ];
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

const codes = new Map<string, number>();

async function fuzz(who: () => Caller) {
  await fc.assert(
    // Inputs by their place in the list: a counterexample then reads as a number, not a schema.
    fc.asyncProperty(fc.nat({ max: inputs.length - 1 }), hostile, async (index, bad) => {
      const input = inputs[index] as Input;
      const { query, variables } = requestOf(input, bad);
      const before = await fingerprint();
      const answer = await who().ask(query, variables);
      const code = answer.errors?.[0]?.extensions?.code ?? 'ok';
      codes.set(code, (codes.get(code) ?? 0) + 1);
      const where = `${who().kind}: ${input.field.name}.${input.path.join('.')} = ${JSON.stringify(bad).slice(0, 80)}`;
      expect(answer.errors?.map((error) => error.extensions?.code) ?? [], where).not.toContain(
        'unknownError',
      );
      if (answer.errors) expect(await fingerprint(), where).toBe(before);
    }),
    { numRuns: 8 * inputs.length, endOnFailure: true },
  );
}

describe('a fuzz of every string input of the messaging schema', () => {
  it('should name the inputs it fuzzes', () => {
    const names = inputs.map((input) => `${input.field.name}.${input.path.join('.')}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'thread.id',
        'sendMessage.message.content',
        'sendMessageInNewThread.title',
        'sendMessageInNewThread.firstMessage.attachments',
        'setAbsence.internalMessage',
        'answerQuestionnaire.answers',
        'createAttachmentUpload.fileName',
      ]),
    );
  });

  it('should refuse every control character as a patient, failing nothing inside and changing nothing', async () => {
    await fuzz(() => maija);
  }, 600_000);

  it('should do the same as a professional', async () => {
    await fuzz(() => nurse);
  }, 600_000);

  it('should have refused control characters with ValidationError and logged no failure', () => {
    expect(codes.get('ValidationError')).toBeGreaterThan(50);
    const failures = lines.filter((line) => /"level":(50|60)/.test(line));
    expect(failures).toEqual([]);
  });
});
