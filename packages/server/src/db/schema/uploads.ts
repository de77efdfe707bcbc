import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { patients } from './patients';

/**
 * An insurance-card upload in progress: made by init-upload, its sides' addresses each used once
 * (the side's time is set when its address is first used), and removed by the finish that makes
 * its images the card, or by the sweep of unfinished uploads a day later (docs/security.md).
 */
export const cardUploads = pgTable(
  'card_uploads',
  {
    /** The upload's nonce, as in its addresses. */
    id: text('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    frontUploadedAt: instant('front_uploaded_at'),
    backUploadedAt: instant('back_uploaded_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('card_uploads_patient_idx').on(table.patientId),
    index('card_uploads_created_idx').on(table.createdAt),
    check('card_uploads_id_check', sql`${table.id} ~ '^[A-Za-z0-9_-]{22}$'`),
  ],
);
