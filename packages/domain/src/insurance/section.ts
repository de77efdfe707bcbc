import type { PartnerInsurerReturn, ReimbursementChoice } from '../catalogue/insurance';
import type { Features } from '../features/features';
import type { InsuranceChoice } from '../reservation/booking-rules';
import { conceptCodeOf, type OfferedInsurer } from './concepts';
import {
  initialPartnerInsurer,
  nextPartnerInsurer,
  type PartnerInsurerEvent,
  type PartnerInsurerState,
} from './partner';
import { confirmedPermit, partnerInsurerResult } from './partner-queries';
import { initialPohjola, nextPohjola, type PohjolaEvent, type PohjolaState } from './pohjola';
import { pohjolaPolicyId } from './pohjola-queries';

/**
 * The insurance section of an insurance booking: the insurer picked, IF's payment type and
 * consent, and the identification flows of the partner and OP insurers. Picking another
 * insurer starts its flow afresh.
 */
export interface InsuranceSection {
  readonly company: OfferedInsurer | null;
  /** IF's payment type as chosen; the other insurers' come from their flows. */
  readonly reimbursement: ReimbursementChoice | null;
  readonly directCompensationConsent: boolean;
  /** The feature `lahitapiola-insurance-flow`; without it the partner insurer is taken as declared. */
  readonly partnerFlow: boolean;
  /** Kept to start the partner flow afresh in the underage state. */
  readonly underage: boolean;
  readonly partner: PartnerInsurerState;
  readonly pohjola: PohjolaState;
}

/** What happens in the insurance section. */
export type InsuranceSectionEvent =
  | { readonly type: 'chooseInsurer'; readonly company: OfferedInsurer | null }
  | { readonly type: 'chooseReimbursement'; readonly reimbursement: ReimbursementChoice }
  | { readonly type: 'setDirectCompensationConsent'; readonly consent: boolean }
  | { readonly type: 'partner'; readonly event: PartnerInsurerEvent }
  | { readonly type: 'pohjola'; readonly event: PohjolaEvent };

/**
 * The section a booking page opens with. Back from the partner site (`returned`), the partner
 * insurer is already picked and its flow goes on from the returned value.
 */
export function initialInsuranceSection(options: {
  readonly features: Features;
  readonly underage: boolean;
  readonly returned: PartnerInsurerReturn | null;
  /** The content hashes of the partner permits the person had before leaving, if known. */
  readonly knownPermits?: readonly string[] | null;
}): InsuranceSection {
  const partnerFlow = options.features.has('lahitapiola-insurance-flow');
  const returned = partnerFlow ? options.returned : null;
  return {
    company: returned === null ? null : 'LAHITAPIOLA',
    reimbursement: null,
    directCompensationConsent: false,
    partnerFlow,
    underage: options.underage,
    partner: initialPartnerInsurer({
      underage: options.underage,
      returned,
      knownPermits: options.knownPermits ?? null,
    }),
    pohjola: initialPohjola({ companyFlow: options.features.has('pohjola-company-insurance-flow') }),
  };
}

function restart(section: InsuranceSection, company: OfferedInsurer | null): InsuranceSection {
  return {
    ...section,
    company,
    reimbursement: null,
    directCompensationConsent: false,
    partner: initialPartnerInsurer({ underage: section.underage, returned: null }),
    pohjola: initialPohjola(section.pohjola),
  };
}

/** The next section; an event that does not apply gives back `section` itself. */
export function nextInsuranceSection(
  section: InsuranceSection,
  event: InsuranceSectionEvent,
): InsuranceSection {
  switch (event.type) {
    case 'chooseInsurer':
      return event.company === section.company ? section : restart(section, event.company);
    case 'chooseReimbursement':
      return section.company === 'IF' && section.reimbursement !== event.reimbursement
        ? { ...section, reimbursement: event.reimbursement, directCompensationConsent: false }
        : section;
    case 'setDirectCompensationConsent':
      return section.company === 'IF' && section.directCompensationConsent !== event.consent
        ? { ...section, directCompensationConsent: event.consent }
        : section;
    case 'partner': {
      if (section.company !== 'LAHITAPIOLA' || !section.partnerFlow) return section;
      const partner = nextPartnerInsurer(section.partner, event.event);
      if (partner === section.partner) return section;
      // Removing the permit also takes back the insurer choice (booking.md §4).
      return event.event.type === 'removePermit' ? restart(section, null) : { ...section, partner };
    }
    case 'pohjola': {
      if (section.company !== 'OP') return section;
      const pohjola = nextPohjola(section.pohjola, event.event);
      return pohjola === section.pohjola ? section : { ...section, pohjola };
    }
    default:
      return event satisfies never;
  }
}

/**
 * The payment type a section comes to, `null` while it is open. IF: as chosen. Partner
 * insurer: direct reimbursement with a confirmed permit, otherwise paid and reimbursed.
 * OP insurer: a found personal insurance is reimbursed directly, a company's is company
 * reimbursement; not found, cancelled or failed is paid and reimbursed. Other: none.
 */
export function effectiveReimbursement(section: InsuranceSection): ReimbursementChoice | null {
  switch (section.company) {
    case 'IF':
      return section.reimbursement;
    case 'LAHITAPIOLA': {
      if (!section.partnerFlow) return 'PAY_AND_REIMBURSE';
      const result = partnerInsurerResult(section.partner);
      if (result === 'pending') return null;
      return result === 'success' ? 'USE_REIMBURSEMENT' : 'PAY_AND_REIMBURSE';
    }
    case 'OP':
      if (section.pohjola.status === 'UNDEFINED') return null;
      if (section.pohjola.status !== 'FOUND') return 'PAY_AND_REIMBURSE';
      return section.pohjola.owner === 'company' ? 'COMPANY_REIMBURSEMENT' : 'USE_REIMBURSEMENT';
    case 'OTHER':
    case null:
      return null;
    default:
      return section.company satisfies never;
  }
}

/** The insurer part of the booking page rules (`bookingBlockers`). */
export function insuranceChoiceOf(section: InsuranceSection): InsuranceChoice {
  return {
    company: section.company,
    reimbursement: effectiveReimbursement(section),
    directCompensationConsent: section.directCompensationConsent,
  };
}

/** Tells whether the picked insurer's identification has not yet come to an end; booking waits. */
export function insurerIdentificationPending(section: InsuranceSection): boolean {
  if (section.company === 'LAHITAPIOLA')
    return section.partnerFlow && partnerInsurerResult(section.partner) === 'pending';
  return section.company === 'OP' && section.pohjola.status === 'UNDEFINED';
}

/** What the section adds to the reservation; the description is written from the dictionaries. */
export function insuranceReserveExtras(section: InsuranceSection): {
  readonly conceptCode: string | undefined;
  readonly dcpContentHash: string | undefined;
  readonly pohjolaPolicyId: string | undefined;
} {
  const permit = section.company === 'LAHITAPIOLA' ? confirmedPermit(section.partner) : null;
  const policyId = section.company === 'OP' ? pohjolaPolicyId(section.pohjola) : null;
  return {
    conceptCode: conceptCodeOf(section.company, effectiveReimbursement(section)) ?? undefined,
    dcpContentHash: permit?.contentHash,
    pohjolaPolicyId: policyId ?? undefined,
  };
}
