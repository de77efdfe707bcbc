import { sql } from 'drizzle-orm';
import type { Db } from '../db';

const DAY_MS = 86_400_000;

/**
 * Removes the free times that began more than a day ago: nobody can book them any more, and the
 * horizon job adds a day of times every day, so without this the table would only grow. Times that
 * were ever reserved stay, as the history their reservations point to. Runs with the horizon job.
 */
export async function removePastFreeSlots(db: Db, { now }: { now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - DAY_MS);
  const result = await db.execute<{ removed: number }>(sql`
    with removed as (
      delete from appointment_slots as slot
      where slot.start_at < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from reservations where reservations.slot_id = slot.id)
      returning 1
    )
    select count(*)::int as removed from removed`);
  return result.rows[0]?.removed ?? 0;
}
