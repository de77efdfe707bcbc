import { eq } from 'drizzle-orm';
import { type Db, schema } from '../db';

/** Whether a patient belongs to their employer's sickness fund. */
export async function isSicknessFundMember(db: Db, patientId: string | null): Promise<boolean> {
  if (!patientId) return false;
  const [row] = await db
    .select({ patientId: schema.sicknessFundMemberships.patientId })
    .from(schema.sicknessFundMemberships)
    .where(eq(schema.sicknessFundMemberships.patientId, patientId));
  return row !== undefined;
}
