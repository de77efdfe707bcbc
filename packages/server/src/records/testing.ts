import { and, eq } from 'drizzle-orm';
import { schema } from '../db';
import type { TestServer } from '../testing/testServer';

// What the record tests share: signing in as a demo person and finding a person's rows.

export const MAIJA = '150385-9024';
export const MIKKO = '150385-913F';
/** Registered, with no laboratory, imaging, vaccination or questionnaire records. */
export const PEKKA = '200956-9475';
/** Signed in without a patient record. */
export const LAURA = '040790-9259';

export async function signedIn(server: TestServer, code: string) {
  const browser = server.browser();
  await browser.signIn(code);
  const { body } = await browser.json<{ session: { csrfToken: string } }>('/api/session');
  return { browser, csrfToken: body.session.csrfToken };
}

export async function patientIdOf(server: TestServer, ssn: string): Promise<string> {
  const [row] = await server.database.db
    .select({ id: schema.patients.id })
    .from(schema.patients)
    .where(eq(schema.patients.ssn, ssn));
  if (!row) throw new Error(`no patient ${ssn}`);
  return row.id;
}

/** The resources of the audit entries of reads of a patient's records, oldest first. */
export async function recordReadsOf(server: TestServer, ssn: string): Promise<string[]> {
  const patientId = await patientIdOf(server, ssn);
  const rows = await server.database.db
    .select({ resource: schema.auditLog.resource })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.subjectPatientId, patientId), eq(schema.auditLog.action, 'read')));
  return rows.map((row) => row.resource);
}
