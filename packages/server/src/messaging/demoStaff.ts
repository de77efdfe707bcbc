import type { StaffRole } from '../db/schema';

/** A member of the clinic's staff who answers messages, as the identity provider knows them. */
export type StaffIdentity = {
  /** The subject the identity provider signs them in with. */
  subject: string;
  role: StaffRole;
  firstName: string;
  lastName: string;
  title: string;
  email: string;
};

/**
 * The staff test identities of the development identity provider: a nurse and a doctor. They sign
 * in to the clinic workspace only; a patient's identity code never reaches it.
 */
export const DEMO_STAFF: readonly StaffIdentity[] = [
  {
    subject: 'staff-nurse-helena',
    role: 'nurse',
    firstName: 'Helena',
    lastName: 'Saarinen',
    title: 'Sairaanhoitaja',
    email: 'helena.saarinen@example.fi',
  },
  {
    subject: 'staff-doctor-antti',
    role: 'doctor',
    firstName: 'Antti',
    lastName: 'Mäkelä',
    title: 'Yleislääkäri',
    email: 'antti.makela@example.fi',
  },
];
