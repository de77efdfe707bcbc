import { isVaccinationSpecialty, referralOnlySpecialtyCode } from '../catalogue/appointment';
import type { CustomerType } from '../catalogue/customer';

/**
 * What the occupational confirmation checkbox asks the person to confirm (booking.md §5): the
 * employer contract and a doctor's referral, the contract and a referral, a referral only, the
 * contract only, or nothing (no checkbox).
 */
export const occupationalConfirmations = [
  'contractAndDoctorReferral',
  'contractAndReferral',
  'referralOnly',
  'contractOnly',
  'none',
] as const;
/** One of {@link occupationalConfirmations}. */
export type OccupationalConfirmation = (typeof occupationalConfirmations)[number];

/**
 * The specialty groups behind the variants. The specification names only TPSG (referral
 * only) and says "none for one group"; the other groups are our reading:
 * - contract plus a doctor's referral: the specialist doctors (gynaecology, dermatology, ear-nose-
 *   throat, orthopaedics, endocrinology, geriatrics, paediatrics), whom an occupational contract
 *   covers only on the occupational physician's referral;
 * - contract plus a referral: psychologist, neuropsychiatric coaching and physiotherapy, for which
 *   the occupational physician's or nurse's referral will do;
 * - referral only: the occupational health psychologist (TPSG), whose visits the referral itself
 *   grants;
 * - none: the vaccinations (ROKT, ROKH, KORR); the vaccination page checks the contract first and
 *   the booking page shows its vaccine notice instead;
 * - contract only: everything else (occupational physician and nurse, general practice...).
 */
export const occupationalConfirmationGroups: Readonly<
  Record<Exclude<OccupationalConfirmation, 'contractOnly' | 'referralOnly' | 'none'>, readonly string[]>
> = {
  contractAndDoctorReferral: ['GYN', 'IHO', 'KNK', 'ORT', 'ENDO', 'GRG', 'LAS'],
  contractAndReferral: ['PSY', 'NNA', 'FT'],
};

/** The confirmation an occupational booking of a specialty asks for. */
export function occupationalConfirmationOf(specialtyId: string): OccupationalConfirmation {
  if (specialtyId === referralOnlySpecialtyCode) return 'referralOnly';
  if (isVaccinationSpecialty(specialtyId)) return 'none';
  if (occupationalConfirmationGroups.contractAndDoctorReferral.includes(specialtyId)) {
    return 'contractAndDoctorReferral';
  }
  if (occupationalConfirmationGroups.contractAndReferral.includes(specialtyId)) return 'contractAndReferral';
  return 'contractOnly';
}

/** The confirmation a booking asks for: only occupational bookings ask, and not for every specialty. */
export function bookingConfirmationOf(
  customerType: CustomerType,
  specialtyId: string,
): OccupationalConfirmation {
  return customerType === 'occupational' ? occupationalConfirmationOf(specialtyId) : 'none';
}

/** The booking page shows the vaccine notice for occupational vaccination appointments (booking.md §2 item 7). */
export function showsVaccineNotice(customerType: CustomerType, specialtyId: string): boolean {
  return customerType === 'occupational' && isVaccinationSpecialty(specialtyId);
}
