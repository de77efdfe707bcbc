import { z } from 'zod/mini';

/**
 * Who opened or changed the person's data, as the access log names them. `anonymous` is someone who
 * did not sign in: the anonymous booking form (with the person's identity code and name) or an
 * anonymous appointment link. Whoever it was, strong identification did not say it was the person.
 */
export const dataAccessActors = ['self', 'guardian', 'staff', 'system', 'anonymous'] as const;
/** One of {@link dataAccessActors}. */
export type DataAccessActor = (typeof dataAccessActors)[number];

/** What was done, in the words of the log; any other verb is `other`. */
export const dataAccessActions = [
  'read',
  'create',
  'update',
  'delete',
  'signIn',
  'signOut',
  'attempt',
  'other',
] as const;
/** One of {@link dataAccessActions}. */
export type DataAccessAction = (typeof dataAccessActions)[number];

/** Which of the person's data it was, in plain words. */
export const dataAccessTopics = [
  'personalDetails',
  'contactDetails',
  'consent',
  'appointments',
  'invoices',
  'insurance',
  'records',
  'messages',
  'smsLogin',
  'insuranceCard',
  'guardians',
  'accessLog',
  'other',
] as const;
/** One of {@link dataAccessTopics}. */
export type DataAccessTopic = (typeof dataAccessTopics)[number];

/** Entries of the access log per page. */
export const dataAccessPageSize = 20;
/** The deepest page asked for: a longer history is read a page at a time from the newest. */
export const maxDataAccessPage = 100;

// The audit trail names what it touched as `area.detail`; the first match, longest first, decides.
const topicOfResource: readonly (readonly [string, DataAccessTopic])[] = [
  ['patient.contact', 'contactDetails'],
  ['patient.consent', 'consent'],
  ['patient.guardian', 'guardians'],
  ['patient.mfa', 'smsLogin'],
  ['patient.kelaCard', 'insuranceCard'],
  ['patient.dataAccess', 'accessLog'],
  ['patient.concept', 'insurance'],
  ['patient', 'personalDetails'],
  ['reservation', 'appointments'],
  ['appointment', 'appointments'],
  ['invoice', 'invoices'],
  ['payment', 'invoices'],
  ['insurance', 'insurance'],
  ['mfa', 'smsLogin'],
  ['kelaCard', 'insuranceCard'],
  ['conversation', 'messages'],
  ['message', 'messages'],
  ['messaging', 'messages'],
  ['visit', 'records'],
  ['prescription', 'records'],
  ['certificate', 'records'],
  ['lab', 'records'],
  ['imaging', 'records'],
  ['vaccination', 'records'],
  ['questionnaire', 'records'],
  ['record', 'records'],
];

/**
 * The plain-words topic of an audit entry's resource (`patient.contact` is contact information,
 * `invoicePdf` an invoice); one the list does not know is `other`, never hidden.
 */
export function dataAccessTopicOf(resource: string): DataAccessTopic {
  for (const [prefix, topic] of topicOfResource) {
    if (resource === prefix || resource.startsWith(`${prefix}.`) || resource.startsWith(prefix)) return topic;
  }
  return 'other';
}

// The anonymous booking form's tries, refused or not: an attempt, not an addition. The booking a
// successful try made is its own entry (`reservation`).
const attemptResources: readonly string[] = ['reservation.anonymousAttempt'];

/** The log's verb of an audit entry's action on its resource. */
export function dataAccessActionOf(action: string, resource = ''): DataAccessAction {
  if (attemptResources.includes(resource)) return 'attempt';
  return (dataAccessActions as readonly string[]).includes(action) &&
    action !== 'other' &&
    action !== 'attempt'
    ? (action as DataAccessAction)
    : 'other';
}

// What is done without signing in: the anonymous form's tries, the anonymous appointment link's reads
// and check-ins, and (by its channel) a booking made with the anonymous form.
const anonymousResources: readonly string[] = [
  'reservation.anonymousAttempt',
  'reservation.anonymousLink',
  'reservation.anonymousCheckIn',
];

function isAnonymous(entry: { readonly resource: string; readonly detail?: unknown }): boolean {
  if (anonymousResources.includes(entry.resource)) return true;
  const detail = entry.detail;
  return (
    typeof detail === 'object' && detail !== null && (detail as { channel?: unknown }).channel === 'anonymous'
  );
}

/**
 * Who an entry's actor was to the person: someone who did not sign in (anonymous, even when the
 * anonymous form gave the person's own identity code), the person themselves, someone acting for
 * them (a guardian for a child), the system (no signed-in actor) or anyone else (clinic staff).
 */
export function dataAccessActorOf(
  entry: {
    readonly actorSsn: string | null;
    readonly onBehalfOfPatientId: string | null;
    readonly resource: string;
    /** The audit row's detail: a reservation's `channel` tells an anonymous booking. */
    readonly detail?: unknown;
  },
  person: { readonly ssn: string; readonly patientId: string },
): DataAccessActor {
  if (isAnonymous(entry)) return 'anonymous';
  if (entry.actorSsn === null) return 'system';
  if (entry.actorSsn === person.ssn) return 'self';
  if (entry.onBehalfOfPatientId === person.patientId) return 'guardian';
  return 'staff';
}

/** `GET /api/user/data-access`: the page asked for. */
export const dataAccessQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxDataAccessPage)), 1),
});

/**
 * One line of the access log: one deed, or the same deed repeated by the same person with nothing
 * else between, on one day (the same page read forty times in an hour is one line, "40 times").
 */
export const dataAccessEntry = z.object({
  /** The newest entry's own number, which keeps lines apart that share a time. */
  id: z.number().check(z.int(), z.minimum(0)),
  /** When it was done; of repeats, the last time. */
  at: z.iso.datetime({ offset: true }),
  /** Of repeats, the first time; else the same as `at`. */
  firstAt: z.iso.datetime({ offset: true }),
  /** How many times in a row. */
  count: z.number().check(z.int(), z.minimum(1)),
  actor: z.enum(dataAccessActors),
  action: z.enum(dataAccessActions),
  topic: z.enum(dataAccessTopics),
});
export type DataAccessEntry = z.infer<typeof dataAccessEntry>;

/** The answer: one page of the log's lines, newest first; `totalCount` counts lines. */
export const dataAccessAnswer = z.object({
  type: z.literal('success'),
  entries: z.array(dataAccessEntry).check(z.maxLength(dataAccessPageSize)),
  page: z.number().check(z.int(), z.minimum(1)),
  totalCount: z.number().check(z.int(), z.minimum(0)),
  pageSize: z.literal(dataAccessPageSize),
});
export type DataAccessAnswer = z.infer<typeof dataAccessAnswer>;
