import { ageOfMajority, ageOn } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, schema } from '../db';
import { DEMO_PERSONS } from '../seed/persons';
import type { PopulationRegister, Ward } from './register';

const { guardianships, patients } = schema;
const guardians = alias(patients, 'guardians');

/**
 * The sandbox register: the demo persons' guardianship rows in the database (decisions.md §4), with
 * the register's own rule that guardianship ends at 18. A row needs the child's patient record, so a
 * demo child the register names before the clinic has a record of her (Lumi) comes from the demo
 * persons' list.
 */
export function sandboxPopulationRegister(db: Db): PopulationRegister {
  return {
    async wardsOf(guardian: string, asOf: string): Promise<readonly Ward[]> {
      const rows = await db
        .select({
          personId: patients.ssn,
          givenName: patients.firstName,
          familyName: patients.lastName,
          guardianType: guardianships.guardianType,
        })
        .from(guardianships)
        .innerJoin(guardians, eq(guardians.id, guardianships.guardianPatientId))
        .innerJoin(patients, eq(patients.id, guardianships.childPatientId))
        .where(eq(guardians.ssn, guardian));
      const unregistered = DEMO_PERSONS.filter(
        (person) => !person.hasPatientRecord && person.guardianSsns.includes(guardian),
      )
        .filter((person) => !rows.some((row) => row.personId === person.ssn))
        .map(
          (person): Ward => ({
            personId: person.ssn,
            givenName: person.firstName,
            familyName: person.lastName,
            guardianType: 'parent',
          }),
        );
      return [...rows, ...unregistered].filter((ward) => {
        const age = ageOn(ward.personId, asOf);
        return age !== null && age < ageOfMajority;
      });
    },
  };
}
