import { z } from 'zod/mini';
import { isLang, type Lang } from '../locale';

/**
 * The clinic workspace: the staff's side of messaging, at an address of its own outside the
 * patient portal's route table, `/clinic/{lang}`, one conversation at `/clinic/{lang}/threads/{id}`.
 */
export const clinicBasePath = '/clinic';

/** The queues a professional works from (messaging-invoices-shell.md §6), and the closed ones. */
export const clinicQueues = ['assignedToMe', 'substitutions', 'unassigned', 'others', 'closed'] as const;
export type ClinicQueue = (typeof clinicQueues)[number];

export const isClinicQueue = (value: unknown): value is ClinicQueue =>
  typeof value === 'string' && (clinicQueues as readonly string[]).includes(value);

/** Why a sign-in to the workspace came back without a session. */
export const clinicSignInErrors = ['notStaff', 'failed'] as const;
export type ClinicSignInError = (typeof clinicSignInErrors)[number];

export type ClinicView =
  | { readonly view: 'queues'; readonly lang: Lang; readonly queue: ClinicQueue }
  | { readonly view: 'thread'; readonly lang: Lang; readonly threadId: string };

/** The workspace's address of a view; the first queue needs no parameter. */
export function clinicPath(view: ClinicView): string {
  const base = `${clinicBasePath}/${view.lang}`;
  if (view.view === 'thread') return `${base}/threads/${encodeURIComponent(view.threadId)}`;
  return view.queue === clinicQueues[0] ? base : `${base}?queue=${view.queue}`;
}

/** Where a staff member's sign-in starts, through the same identity provider as a patient's. */
export const clinicSignInPath = (lang: Lang) => `${clinicBasePath}/oauth/authenticate?lang=${lang}`;

/** The view of a workspace address, or null for an address that is not one. */
export function matchClinicPath(pathname: string, search = ''): ClinicView | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== clinicBasePath.slice(1)) return null;
  const lang = parts[1] ?? 'fi';
  if (!isLang(lang)) return null;
  if (parts.length <= 2) {
    const queue = new URLSearchParams(search).get('queue');
    return { view: 'queues', lang, queue: isClinicQueue(queue) ? queue : clinicQueues[0] };
  }
  const id = parts[3];
  if (parts.length === 4 && parts[2] === 'threads' && id !== undefined && /^\d{1,12}$/.test(id))
    return { view: 'thread', lang, threadId: id };
  return null;
}

/** What is wrong with an absence period, compared as ISO dates (YYYY-MM-DD); null when it is fine. */
export type AbsenceProblem = 'startMissing' | 'endMissing' | 'endBeforeStart' | 'endInPast';

export function absencePeriodProblem(start: string, end: string, today: string): AbsenceProblem | null {
  const isoDate = /^\d{4}-\d{2}-\d{2}$/;
  if (!isoDate.test(start)) return 'startMissing';
  if (!isoDate.test(end)) return 'endMissing';
  if (end < start) return 'endBeforeStart';
  if (end < today) return 'endInPast';
  return null;
}

/** The roles of the clinic's staff in the workspace, as the identity provider's role claim names them. */
export const staffRoles = ['nurse', 'doctor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A role claim's staff role, or null for anyone else (a patient has none). */
export const staffRoleOf = (claim: unknown): StaffRole | null =>
  typeof claim === 'string' && (staffRoles as readonly string[]).includes(claim)
    ? (claim as StaffRole)
    : null;

/** `GET /api/clinic/session`: the signed-in staff member and the token their changes carry. */
export const clinicSessionAnswer = z.object({
  type: z.literal('success'),
  staff: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.nullable(z.string()),
    role: z.enum(staffRoles),
  }),
  csrfToken: z.string(),
  lang: z.enum(['fi', 'sv', 'en']),
});
export type ClinicSessionAnswer = z.infer<typeof clinicSessionAnswer>;
