import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { ObjectStore } from './objectStore';
import { pendingSince, uploadKeys } from './uploads';

const { cardUploads, messageAttachments } = schema;

/** Rows swept per kind and round, so that one round is short even after a long pause. */
const batch = 200;

/**
 * Deletes the uploads left unfinished for a day (`uploadLimits.keptUnfinishedMs`): insurance-card
 * uploads never finished and attachments never sent. The rows go first, in one statement each, so an
 * attachment sent at that very moment is either sent (and kept) or gone, never sent without its
 * bytes; then their bytes in the object store. Answers how many of each it removed. The server runs
 * it every hour, whatever its mode (`server.ts`).
 */
export async function sweepOrphanUploads(
  deps: { db: Db; store: ObjectStore },
  now: Date,
): Promise<{ cards: number; attachments: number }> {
  const { db, store } = deps;
  const before = pendingSince(now);
  const cards = await db
    .delete(cardUploads)
    .where(
      inArray(
        cardUploads.id,
        db
          .select({ id: cardUploads.id })
          .from(cardUploads)
          .where(lt(cardUploads.createdAt, before))
          .orderBy(asc(cardUploads.createdAt))
          .limit(batch),
      ),
    )
    .returning({ id: cardUploads.id, patientId: cardUploads.patientId });
  for (const card of cards)
    for (const side of ['front', 'back'] as const)
      await store.delete(uploadKeys.cardPending(card.patientId, card.id, side));

  const unsent = and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, before));
  const attachments = await db
    .delete(messageAttachments)
    .where(
      and(
        unsent,
        inArray(
          messageAttachments.id,
          db
            .select({ id: messageAttachments.id })
            .from(messageAttachments)
            .where(unsent)
            .orderBy(asc(messageAttachments.createdAt))
            .limit(batch),
        ),
      ),
    )
    .returning({ id: messageAttachments.id });
  for (const attachment of attachments) await store.delete(uploadKeys.attachment(attachment.id));
  return { cards: cards.length, attachments: attachments.length };
}
