import type { HealthCareType } from '../catalogue/customer';

/** The appointment kinds of Kela-reimbursed visits for people over 65. */
export const kela65Kinds = ['Y65P', 'Y65D', 'Y65V'] as const;
/** One of {@link kela65Kinds}. */
export type Kela65Kind = (typeof kela65Kinds)[number];

/** The fixed price of a kela65 kind (patient-area.md §9): 28.20 EUR, concept code 663. */
export const kela65Price = { cents: 2820, conceptCode: '663' } as const;

/** The age from which Kela reimburses these visits. */
export const kela65MinimumAge = 65;

/** Tells whether an appointment kind has the fixed kela65 price. */
export function isKela65Kind(kindId: string): kindId is Kela65Kind {
  return (kela65Kinds as readonly string[]).includes(kindId);
}

/** The `Y65V` specialty is listed only to kela65 customers (patient-area.md §6). */
export function isSpecialtyListed(specialtyId: string, healthCareType: HealthCareType): boolean {
  return specialtyId !== 'Y65V' || healthCareType === 'kela65';
}

/**
 * Tells whether the kela65 notice shows on the booking page: the age from the identity code
 * is under 65, or unknown (`null`).
 */
export function showsKela65AgeNotice(age: number | null): boolean {
  return age === null || age < kela65MinimumAge;
}
