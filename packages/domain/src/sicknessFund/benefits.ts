/** The four tabs of the sickness fund page, in order (messaging-invoices-shell.md §2). */
export const sicknessFundTabs = ['overview', 'reimbursements', 'instructions', 'faq'] as const;
/** One of {@link sicknessFundTabs}. */
export type SicknessFundTab = (typeof sicknessFundTabs)[number];

/** Tells whether a value (the address's `tab`) names a tab of the sickness fund page. */
export function isSicknessFundTab(value: unknown): value is SicknessFundTab {
  return typeof value === 'string' && (sicknessFundTabs as readonly string[]).includes(value);
}

/** The kinds of care the fund reimburses, in the order of its reimbursement table. */
export const fundCareKinds = [
  'nurse',
  'generalPractitioner',
  'specialist',
  'procedures',
  'labAndImaging',
  'shortPsychotherapy',
  'physiotherapy',
] as const;
/** One of {@link fundCareKinds}. */
export type FundCareKind = (typeof fundCareKinds)[number];

/** What the member pays and the fund's limits for one kind of care; absent limits do not apply. */
export interface FundBenefit {
  /** The member's own share in euros per visit. */
  readonly ownShareEuros?: number;
  /** The member's own share as a percentage of the price. */
  readonly ownSharePercent?: number;
  /** The fund pays at most this many euros per visit. */
  readonly maxEurosPerVisit?: number;
  /** The fund pays at most this many euros per calendar year. */
  readonly maxEurosPerYear?: number;
  /** Reimbursed visits per calendar year at most. */
  readonly maxVisitsPerYear?: number;
  /** Reimbursed sessions at most in all. */
  readonly maxSessions?: number;
}

/** The reimbursement practices of the fund (messaging-invoices-shell.md §9, sickness fund text). */
export const fundBenefits: Readonly<Record<FundCareKind, FundBenefit>> = {
  nurse: { ownShareEuros: 5 },
  generalPractitioner: { ownShareEuros: 15, maxVisitsPerYear: 12 },
  specialist: { ownSharePercent: 50, maxEurosPerVisit: 200, maxVisitsPerYear: 2 },
  // The fund pays the institution's part of a procedure up to this sum.
  procedures: { maxEurosPerVisit: 300 },
  labAndImaging: { ownSharePercent: 50 },
  shortPsychotherapy: { ownSharePercent: 0, maxSessions: 10 },
  physiotherapy: { ownSharePercent: 50, maxEurosPerYear: 500 },
};

/** Sick-leave certificates are in the service from this day on (ISO date). */
export const certificatesAvailableSince = '2022-01-01';

/** Opening hours, from and until the full hour, Europe/Helsinki. */
export interface OpeningHours {
  readonly weekdays: readonly [from: number, until: number];
  readonly weekends: readonly [from: number, until: number];
}

/** When members reach the nurse by phone and by chat. */
export const fundServiceHours: Readonly<Record<'nursePhone' | 'chat', OpeningHours>> = {
  nursePhone: { weekdays: [7, 21], weekends: [9, 18] },
  chat: { weekdays: [8, 20], weekends: [10, 16] },
};
