import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, LANGUAGES, type Language, sqlList } from './columns';
import { patients } from './patients';

/** Where a session stands with the SMS second factor. */
export const MFA_STATES = ['notRequired', 'pending', 'verified'] as const;
export type MfaState = (typeof MFA_STATES)[number];

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
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_patient_idx').on(table.patientId),
    check('sessions_mfa_state_check', sql`${table.mfaState} in (${sqlList(MFA_STATES)})`),
    check('sessions_lang_check', sql`${table.lang} in (${sqlList(LANGUAGES)})`),
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
    createdAt: createdAt(),
  },
  (table) => [index('mfa_challenges_session_idx').on(table.sessionIdHash)],
);
