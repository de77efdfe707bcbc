import { obfuscateIdentityCode, type PatientWire } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '../db';

type PatientRow = typeof schema.patients.$inferSelect;

/** The patient with concepts and occupational contract, as booking needs it. */
export async function patientView(db: Db, patient: PatientRow): Promise<PatientWire> {
  const [concepts, [contract]] = await Promise.all([
    db.select().from(schema.patientConcepts).where(eq(schema.patientConcepts.patientId, patient.id)),
    db
      .select()
      .from(schema.occupationalContracts)
      .where(eq(schema.occupationalContracts.patientId, patient.id)),
  ]);
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    obfuscatedPersonalIdentityCode: obfuscateIdentityCode(patient.ssn),
    postalAddress: { street: patient.street, postalCode: patient.postalCode, postOffice: patient.postOffice },
    email: patient.email,
    phoneNumber: patient.phone,
    language: patient.language,
    patientDataConsentFormUpdated: patient.patientDataConsentFormUpdated?.toISOString() ?? null,
    isUserCreditWorthy: patient.isCreditWorthy,
    patientConcepts: concepts.map(({ code, directReimbursementAllowed }) => ({
      code,
      directReimbursementAllowed,
    })),
    occupational: contract
      ? {
          employerName: contract.employerName,
          includesWebReservation: contract.includesWebReservation,
          contractProductIds: contract.productIds,
        }
      : null,
  };
}

export async function findPatientById(db: Db, id: string | null): Promise<PatientRow | undefined> {
  if (!id) return undefined;
  const [patient] = await db.select().from(schema.patients).where(eq(schema.patients.id, id));
  return patient;
}
