import type {
  CompanyInsurance,
  DirectCompensationPermit,
  InsuranceCompany,
  InsurerEventType,
  Lang,
  PartnerInsurerReturn,
} from '@portal/domain';

/** Where the partner insurer sends the browser back, and in which language its page speaks. */
export type PermitApplication = {
  /** The identity code of the insured person. */
  person: string;
  /** A same-site path, already checked. */
  redirectTo: string;
  lang: Lang;
};

/**
 * The insurers as the booking sees them (booking.md §7). The production adapter would speak to
 * the partner insurer LähiTapiola and the OP insurer Pohjola; the sandbox answers for the demo
 * persons. People are named by their identity code, as the insurers know them.
 */
export interface InsurerGateway {
  /** Whether the person has a health-care policy at the partner insurer. */
  partnerPolicy(person: string): Promise<boolean>;
  /** The person's direct-compensation permits at the partner insurer, summaries in `lang`. */
  partnerPermits(person: string, lang: Lang): Promise<readonly DirectCompensationPermit[]>;
  /** The partner site's address where the person applies for a permit; it returns to `redirectTo`. */
  partnerPermitApplication(application: PermitApplication): Promise<string>;
  /** Whether the OP insurer has a personal insurance of the person valid on `date` (`yyyy-mm-dd`). */
  pohjolaPersonal(person: string, date: string): Promise<boolean>;
  /**
   * Whether `insurer` lets the person use its direct reimbursement (the insurer pays the clinic),
   * asked before the concept is added to the patient (`POST /api/concepts`).
   */
  directReimbursement(person: string, insurer: InsuranceCompany): Promise<boolean>;
  /** The insurance of the person's employer at the OP insurer covering the event, or null. */
  pohjolaCompany(
    person: string,
    eventType: Exclude<InsurerEventType, 'occupationalAccident'>,
    lang: Lang,
  ): Promise<CompanyInsurance | null>;
}

/** The partner site answers with one of these (booking.md §4), after `referrer=lahitapiola`. */
export const permitChoices = {
  allow: 'directcompensationallowed',
  deny: 'directcompensationdenied',
  cancel: 'cancel',
  error: 'error',
} as const satisfies Record<string, PartnerInsurerReturn>;
export type PermitChoice = keyof typeof permitChoices;
