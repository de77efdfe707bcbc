import { insuranceAdultAge, type PartnerInsurerReturn } from '../catalogue/insurance';

/** A direct-billing permit of the partner insurer (booking.md §3). */
export interface DirectCompensationPermit {
  readonly contentHash: string;
  readonly symptom: string;
  readonly bodyPart: string;
  /** `yyyy-mm-dd`. */
  readonly validTo: string;
  readonly summary?: string;
}

/** A panel after which the person may try again or go on paying themselves. */
type Panel<S extends string> = { readonly step: S; readonly selfPaying: boolean };

/**
 * The partner insurer identification (booking.md §4, feature `lahitapiola-insurance-flow`).
 * The booking page's upper-case status and the result are read from it with
 * {@link partnerInsurerStatus} and {@link partnerInsurerResult}.
 */
export type PartnerInsurerState =
  /** The customer (or the guardian booking for a child) is under 18: only an info note. */
  | { readonly step: 'underage' }
  | { readonly step: 'notAsked'; readonly consent: boolean }
  | { readonly step: 'checkingPolicy' }
  /** Permits are fetched after a found policy, or again after the partner site allowed one. */
  | { readonly step: 'loadingPermits'; readonly after: 'policyCheck' }
  | {
      readonly step: 'loadingPermits';
      readonly after: 'partnerReturn';
      /** The content hashes of the permits the person had before leaving; `null` when not known. */
      readonly known: readonly string[] | null;
    }
  | { readonly step: 'noPermits'; readonly continued: boolean }
  | {
      readonly step: 'withPermits';
      readonly permits: readonly DirectCompensationPermit[];
      /** The content hash of the permit picked, if any. */
      readonly selected: string | null;
      /** The person continued with the picked permit: the result is success. */
      readonly confirmed: boolean;
    }
  | Panel<'notFound'>
  | Panel<'denied'>
  | Panel<'canceled'>
  | Panel<'error'>;

/** What happens in the partner insurer identification. */
export type PartnerInsurerEvent =
  | { readonly type: 'setConsent'; readonly consent: boolean }
  | { readonly type: 'checkPolicy' }
  | { readonly type: 'policyChecked'; readonly hasHealthcarePolicy: boolean }
  | { readonly type: 'policyCheckFailed' }
  | { readonly type: 'permitsLoaded'; readonly permits: readonly DirectCompensationPermit[] }
  | { readonly type: 'permitsFailed' }
  | { readonly type: 'selectPermit'; readonly contentHash: string }
  | { readonly type: 'confirmPermit' }
  | { readonly type: 'removePermit' }
  | { readonly type: 'continueWithoutPermit' }
  | { readonly type: 'restart' }
  | { readonly type: 'tryAgain' }
  | { readonly type: 'continueSelfPaying' }
  | { readonly type: 'partnerReturned'; readonly value: PartnerInsurerReturn };

/**
 * Tells whether the partner insurer flow ends in the underage result (booking.md §4): the
 * person acting is under 18, that is the guardian when a guardian books for a child, else
 * the patient. An unknown age is not held against anyone.
 */
export function isUnderageCustomer(ages: {
  readonly patientAge: number | null;
  readonly guardianAge: number | null;
}): boolean {
  const acting = ages.guardianAge ?? ages.patientAge;
  return acting !== null && acting < insuranceAdultAge;
}

const notAsked: PartnerInsurerState = { step: 'notAsked', consent: false };

/**
 * The state the flow opens in: underage, the state a return from the partner site gives
 * (the address carries `referrer=lahitapiola&status=...`), or not asked. `knownPermits` are the
 * content hashes of the permits the person had before leaving for the partner site, if known:
 * the permit that is new after the return is the one chosen.
 */
export function initialPartnerInsurer(options: {
  readonly underage: boolean;
  readonly returned: PartnerInsurerReturn | null;
  readonly knownPermits?: readonly string[] | null;
}): PartnerInsurerState {
  if (options.underage) return { step: 'underage' };
  return options.returned === null ? notAsked : afterReturn(options.returned, options.knownPermits ?? null);
}

function afterReturn(value: PartnerInsurerReturn, known: readonly string[] | null): PartnerInsurerState {
  switch (value) {
    case 'directcompensationallowed':
      return { step: 'loadingPermits', after: 'partnerReturn', known };
    case 'directcompensationdenied':
      return { step: 'denied', selfPaying: false };
    case 'cancel':
      return { step: 'canceled', selfPaying: false };
    case 'error':
      return { step: 'error', selfPaying: false };
    default:
      return value satisfies never;
  }
}

/** The permits' content hashes the person has now, when the state shows them. */
function permitsShown(state: PartnerInsurerState): readonly string[] | null {
  if (state.step === 'withPermits') return state.permits.map((permit) => permit.contentHash);
  return state.step === 'noPermits' ? [] : null;
}

/**
 * The permit the partner site has just granted: the one not among those known before leaving;
 * with nothing known, the only permit there is. `null` when that does not name exactly one.
 */
export function grantedPermit(
  permits: readonly DirectCompensationPermit[],
  known: readonly string[] | null,
): string | null {
  const fresh = known === null ? permits : permits.filter((permit) => !known.includes(permit.contentHash));
  return fresh.length === 1 ? (fresh[0]?.contentHash ?? null) : null;
}

function isPanel(state: PartnerInsurerState): state is Panel<'notFound' | 'denied' | 'canceled' | 'error'> {
  return (
    state.step === 'notFound' ||
    state.step === 'denied' ||
    state.step === 'canceled' ||
    state.step === 'error'
  );
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextPartnerInsurer(
  state: PartnerInsurerState,
  event: PartnerInsurerEvent,
): PartnerInsurerState {
  switch (event.type) {
    case 'setConsent':
      return state.step === 'notAsked' && state.consent !== event.consent
        ? { ...state, consent: event.consent }
        : state;
    case 'checkPolicy':
      return state.step === 'notAsked' && state.consent ? { step: 'checkingPolicy' } : state;
    case 'policyChecked':
      if (state.step !== 'checkingPolicy') return state;
      return event.hasHealthcarePolicy
        ? { step: 'loadingPermits', after: 'policyCheck' }
        : { step: 'notFound', selfPaying: false };
    case 'policyCheckFailed':
      return state.step === 'checkingPolicy' ? { step: 'error', selfPaying: false } : state;
    case 'permitsLoaded':
      if (state.step !== 'loadingPermits') return state;
      if (event.permits.length === 0) return { step: 'noPermits', continued: false };
      return {
        step: 'withPermits',
        permits: event.permits,
        // Back from the partner site, the permit just granted is the one the person came for.
        selected: state.after === 'partnerReturn' ? grantedPermit(event.permits, state.known) : null,
        confirmed: false,
      };
    case 'permitsFailed':
      return state.step === 'loadingPermits' ? { step: 'error', selfPaying: false } : state;
    case 'selectPermit': {
      if (state.step !== 'withPermits' || state.confirmed || state.selected === event.contentHash)
        return state;
      const known = state.permits.some((permit) => permit.contentHash === event.contentHash);
      return known ? { ...state, selected: event.contentHash } : state;
    }
    case 'confirmPermit':
      return state.step === 'withPermits' && !state.confirmed && state.selected !== null
        ? { ...state, confirmed: true }
        : state;
    case 'removePermit':
      return state.step === 'withPermits' && state.confirmed ? notAsked : state;
    case 'continueWithoutPermit':
      return state.step === 'noPermits' && !state.continued ? { ...state, continued: true } : state;
    case 'restart':
      return state.step === 'noPermits' ? notAsked : state;
    case 'tryAgain':
      return isPanel(state) ? notAsked : state;
    case 'continueSelfPaying':
      return isPanel(state) && !state.selfPaying ? { ...state, selfPaying: true } : state;
    case 'partnerReturned':
      return state.step === 'underage' ? state : afterReturn(event.value, permitsShown(state));
    default:
      return event satisfies never;
  }
}
