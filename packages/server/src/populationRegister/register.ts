import type { GuardianType } from '../db/schema';

/** A minor in a guardian's care, as the population register names them. */
export type Ward = {
  /** The child's personal identity code. */
  personId: string;
  givenName: string;
  familyName: string;
  guardianType: GuardianType;
};

/**
 * The population register as acting for a child needs it (patient-area.md §6: the guardian check is
 * the server's): who are a person's wards under 18 on a day. The sandbox answers from the demo
 * persons' guardianship rows; production asks the register's guardianship service.
 */
export interface PopulationRegister {
  /** The person's wards under 18 on `asOf` (`yyyy-mm-dd`); none for a person who is nobody's guardian. */
  wardsOf(guardian: string, asOf: string): Promise<readonly Ward[]>;
}
