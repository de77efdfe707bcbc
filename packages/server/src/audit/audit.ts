import { type Db, schema } from '../db';

export type AuditAction =
  | 'read'
  | 'create'
  | 'update'
  | 'delete'
  | 'signIn'
  | 'signOut'
  | 'mfaFailed'
  // A guardian began or ended acting for a child, or was refused; or the register ended it.
  | 'actForChild'
  | 'actForChildRefused'
  | 'stopActingForChild'
  | 'actingForChildEnded';

export type AuditEntry = {
  /** The signed-in person who did it (null for anonymous callers). */
  actorSsn: string | null;
  /** Whose data it was. */
  subjectPatientId: string | null;
  /** The child a guardian acted for, when not acting for oneself. */
  onBehalfOfPatientId: string | null;
  action: AuditAction;
  resource: string;
  detail?: Record<string, unknown>;
  requestId: string | null;
};

/**
 * Records one audit entry. Pass the transaction of the change so the entry and the change
 * commit or roll back together.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({ ...entry, detail: entry.detail ?? {} });
}
