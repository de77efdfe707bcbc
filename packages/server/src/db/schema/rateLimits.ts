import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters, in the database so that every server process on one PostgreSQL (and
 * the embedded one) counts together. The shape is rate-limiter-flexible's Drizzle store: a key per
 * limit and caller, the points used and when they are forgotten. Keys hold no personal data: an
 * identity code is keyed by its keyed hash.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
