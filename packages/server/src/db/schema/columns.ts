import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A text in each service language, stored as jsonb `{ fi, sv, en }`. */
export type LocalizedText = { fi: string; sv: string; en: string };

/** The service languages a patient or a session may choose. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A `timestamptz` column read as a `Date`. Every instant in the database carries
 * its offset, so the Europe/Helsinki wall clock is decided only when showing it.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/**
 * Renders `'a', 'b'` for a check constraint. The values are our own constants,
 * never input, so inlining them is safe; a parameter is not allowed in DDL.
 */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
