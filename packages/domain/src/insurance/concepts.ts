import {
  type InsuranceCompany,
  offeredInsuranceCompanies,
  type ReimbursementChoice,
} from '../catalogue/insurance';

/** An insurer the booking page's dropdown offers: If, the partner insurer, the OP insurer, Other. */
export type OfferedInsurer = (typeof offeredInsuranceCompanies)[number];

/** Tells whether a value (a form field) is one of the insurers the dropdown offers. */
export function isOfferedInsurer(value: unknown): value is OfferedInsurer {
  return typeof value === 'string' && (offeredInsuranceCompanies as readonly string[]).includes(value);
}

/**
 * The concept (an insurer's payment type in the patient system) of each insurer and payment type.
 * booking.md §3 says each has "a fixed numeric concept code per insurer, values not shown";
 * these numbers are ours, one block of a hundred per insurer, and the sandbox patient system
 * uses the same table. OTHER has none: its visits are paid by the patient.
 */
export const insurerConceptCodes: Readonly<
  Partial<Record<InsuranceCompany, Readonly<Record<ReimbursementChoice, string>>>>
> = {
  IF: { PAY_AND_REIMBURSE: '7101', USE_REIMBURSEMENT: '7102', COMPANY_REIMBURSEMENT: '7103' },
  LAHITAPIOLA: { PAY_AND_REIMBURSE: '7201', USE_REIMBURSEMENT: '7202', COMPANY_REIMBURSEMENT: '7203' },
  OP: { PAY_AND_REIMBURSE: '7301', USE_REIMBURSEMENT: '7302', COMPANY_REIMBURSEMENT: '7303' },
};

/** The concept code sent with a reservation, or `null` when the insurer or payment type has none. */
export function conceptCodeOf(
  company: InsuranceCompany | null,
  reimbursement: ReimbursementChoice | null,
): string | null {
  if (company === null || reimbursement === null) return null;
  return insurerConceptCodes[company]?.[reimbursement] ?? null;
}

/** Tells whether a code is a direct-reimbursement concept (the insurer pays the clinic). */
export function isDirectReimbursementConcept(code: string): boolean {
  return Object.values(insurerConceptCodes).some((codes) => codes.USE_REIMBURSEMENT === code);
}

/**
 * The insurer whose direct reimbursement a concept code is (the insurer pays the clinic, so the
 * insurer must agree before the patient may use it), or `null` for any other code.
 */
export function directReimbursementInsurerOf(code: string): InsuranceCompany | null {
  for (const [company, codes] of Object.entries(insurerConceptCodes)) {
    if (codes?.USE_REIMBURSEMENT === code) return company as InsuranceCompany;
  }
  return null;
}

/** A concept the patient already has (booking.md §3 "patientConcepts"). */
export interface PatientConcept {
  readonly code: string;
  readonly directReimbursementAllowed: boolean;
}

/**
 * What to do with the concept of a picked insurer (booking.md §5): nothing without a code;
 * `send` it with the reservation when the patient has it (and, for a direct-reimbursement
 * code, it allows direct reimbursement); otherwise `add` it first with `POST /api/concepts`.
 */
export function conceptAction(
  patientConcepts: readonly PatientConcept[],
  code: string | null,
): 'none' | 'send' | 'add' {
  if (code === null) return 'none';
  const concept = patientConcepts.find((candidate) => candidate.code === code);
  if (concept === undefined) return 'add';
  return isDirectReimbursementConcept(code) && !concept.directReimbursementAllowed ? 'add' : 'send';
}

/**
 * The concept status after the add call answered: accepted only with `{ type: 'success' }`;
 * anything else is the generic error that blocks booking.
 */
export function conceptStatusAfterAdd(answer: unknown): 'ready' | 'failed' {
  const type =
    typeof answer === 'object' && answer !== null ? (answer as { type?: unknown }).type : undefined;
  return type === 'success' ? 'ready' : 'failed';
}
