import { eq } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';

const { messagingUsers, patients } = schema;

type Tx = Pick<Db, 'select' | 'insert'>;

/**
 * The patient's messaging user, made from the patient record the first time the patient takes
 * part in a thread. Another person's patient id never reaches here: callers pass the session's.
 */
export async function customerMessagingUserId(db: Tx, patientId: string): Promise<string> {
  const [existing] = await db
    .select({ id: messagingUsers.id })
    .from(messagingUsers)
    .where(eq(messagingUsers.patientId, patientId));
  if (existing) return existing.id;
  const [patient] = await db
    .select({ firstName: patients.firstName, lastName: patients.lastName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw new ApiError('noPatient');
  // Two first requests of one patient may race; the unique patient id lets one row win.
  await db
    .insert(messagingUsers)
    .values({ kind: 'CustomerUser', patientId, ...patient })
    .onConflictDoNothing({ target: messagingUsers.patientId });
  const [made] = await db
    .select({ id: messagingUsers.id })
    .from(messagingUsers)
    .where(eq(messagingUsers.patientId, patientId));
  if (!made) throw new ApiError('noPatient');
  return made.id;
}
