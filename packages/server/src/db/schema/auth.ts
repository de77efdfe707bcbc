import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, LANGUAGES, type Language, sqlList } from './columns';
import { patients } from './patients';

/** Where a session stands with the SMS second factor. */
export const MFA_STATES = ['notRequired', 'pending', 'verified'] as const;
export type MfaState = (typeof MFA_STATES)[number];

/**
 * The views a session was opened for: `default`, the web portal, or `inAppBooking`, the booking
 * embedded in the mobile app. Only the shell reads it; no access rule does.
 */
export const SESSION_SCOPES = ['default', 'inAppBooking'] as const;
export type SessionScopeColumn = (typeof SESSION_SCOPES)[number];

/**
 * A signed-in browser. Only a SHA-256 hash of the cookie value is kept, so a
 * leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 hex of the cookie value, never the value itself. */
    idHash: text('id_hash').primaryKey(),
    /** The identified person, who may have no patient row yet (registration). */
    personSsn: text('person_ssn').notNull(),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    /** The child a guardian acts for, when acting under a mandate. */
    actingForPatientId: uuid('acting_for_patient_id').references(() => patients.id, { onDelete: 'set null' }),
    csrfToken: text('csrf_token').notNull(),
    lang: text('lang').$type<Language>().notNull().default('fi'),
    /** The authentication context class the identity broker reported. */
    acr: text('acr'),
    /** The names the identification told, for the registration form of a new customer. */
    givenName: text('given_name'),
    familyName: text('family_name'),
    mfaState: text('mfa_state').$type<MfaState>().notNull(),
    /** Chosen at the sign-in start and never changed after (`SESSION_SCOPES`). */
    scope: text('scope').$type<SessionScopeColumn>().notNull().default('default'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_patient_idx').on(table.patientId),
    check('sessions_mfa_state_check', sql`${table.mfaState} in (${sqlList(MFA_STATES)})`),
    check('sessions_lang_check', sql`${table.lang} in (${sqlList(LANGUAGES)})`),
    check('sessions_scope_check', sql`${table.scope} in (${sqlList(SESSION_SCOPES)})`),
  ],
);

/** An SMS code sent for a session; only its hash is kept. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The number a code of SMS login's phone verification went to, stored once the code is right. */
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_challenges_session_idx').on(table.sessionIdHash)],
);

/**
 * A signed-in member of the clinic's staff in the clinic workspace: a session of its own, under a
 * cookie of its own, so a patient's session never reaches the workspace and a staff session never
 * reaches a patient's pages. Only a SHA-256 hash of the cookie value is kept.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** The subject the identity provider signed the staff member in with. */
    staffSubject: text('staff_subject').notNull(),
    csrfToken: text('csrf_token').notNull(),
    lang: text('lang').$type<Language>().notNull().default('fi'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('staff_sessions_expires_at_idx').on(table.expiresAt),
    check('staff_sessions_lang_check', sql`${table.lang} in (${sqlList(LANGUAGES)})`),
  ],
);
