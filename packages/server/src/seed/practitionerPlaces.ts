import type { BrandId } from '@portal/domain';
import { and, arrayContains, eq } from 'drizzle-orm';
import { type Db, schema } from '../db';

const { practitionerClinics, practitionerSpecialties, clinics } = schema;

/** Where a practitioner works: at which clinic. */
export type PractitionerPlace = { practitionerId: string; clinicId: string };

/**
 * The first ten places where a specialty is practised in a brand, at clinics or remotely, in a fixed
 * order: a demo time goes to the first of them whose practitioner is free at its instant.
 */
export function practitionerPlaces(
  db: Db,
  where: { specialtyId: string; brand: BrandId; remote: boolean },
): Promise<PractitionerPlace[]> {
  return db
    .select({ practitionerId: practitionerClinics.practitionerId, clinicId: practitionerClinics.clinicId })
    .from(practitionerClinics)
    .innerJoin(clinics, eq(clinics.id, practitionerClinics.clinicId))
    .innerJoin(
      practitionerSpecialties,
      eq(practitionerSpecialties.practitionerId, practitionerClinics.practitionerId),
    )
    .where(
      and(
        eq(practitionerSpecialties.specialtyId, where.specialtyId),
        arrayContains(clinics.brands, [where.brand]),
        eq(clinics.isRemote, where.remote),
      ),
    )
    .orderBy(practitionerClinics.practitionerId, practitionerClinics.clinicId)
    .limit(10);
}
