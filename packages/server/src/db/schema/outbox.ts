import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, sqlList } from './columns';

/** The channels of the sandbox message gateway. */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** The sandbox SMS and e-mail gateway: messages land here instead of a phone or a mailbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('outbox_channel_check', sql`${table.channel} in (${sqlList(OUTBOX_CHANNELS)})`)],
);
