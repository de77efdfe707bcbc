import type { InsurerEventType, PohjolaOwner, PohjolaStatus } from '../catalogue/insurance';

/** A company insurance found by the OP insurer's company check (booking.md §3). */
export interface CompanyInsurance {
  readonly productName: string;
  readonly policyId: string;
  readonly coverages: readonly {
    readonly id: string;
    readonly name: string;
    readonly terms: readonly { readonly id: string; readonly name: string }[];
  }[];
}

/**
 * The OP insurer identification (booking.md §4). `companyFlow` is the feature
 * `pohjola-company-insurance-flow`: with it the person first says whose insurance it is and,
 * for a company's, what happened; without it the insurance is the person's own.
 * While `UNDEFINED`, `phase` tells the form, the occupational-accident notice or the check.
 */
export type PohjolaState =
  | {
      readonly status: 'UNDEFINED';
      readonly companyFlow: boolean;
      readonly owner: PohjolaOwner | null;
      readonly eventType: InsurerEventType | null;
      readonly consent: boolean;
      readonly phase: 'form' | 'occupationalNotice' | 'checking';
    }
  | {
      readonly status: 'FOUND';
      readonly companyFlow: boolean;
      readonly owner: PohjolaOwner;
      readonly eventType: InsurerEventType | null;
      /** The found company insurance; `null` for a personal one and for an occupational accident. */
      readonly companyInsurance: CompanyInsurance | null;
    }
  | { readonly status: 'NOT_FOUND' | 'ERROR'; readonly companyFlow: boolean; readonly owner: PohjolaOwner }
  | { readonly status: 'CANCELED'; readonly companyFlow: boolean };

/** What happens in the OP insurer identification. */
export type PohjolaEvent =
  | { readonly type: 'chooseOwner'; readonly owner: PohjolaOwner }
  | { readonly type: 'chooseEventType'; readonly eventType: InsurerEventType }
  | { readonly type: 'acknowledgeNotice' }
  | { readonly type: 'back' }
  | { readonly type: 'setConsent'; readonly consent: boolean }
  | { readonly type: 'verify' }
  | { readonly type: 'decline' }
  | { readonly type: 'personalChecked'; readonly hasInsurance: boolean }
  | { readonly type: 'companyChecked'; readonly insurance: CompanyInsurance | null }
  | { readonly type: 'checkFailed' }
  | { readonly type: 'cancelConfirmation' }
  | { readonly type: 'verifyNow' }
  | { readonly type: 'tryAgain' };

/** The state the flow opens in, and returns to after "verify now" and "try again". */
export function initialPohjola(options: { readonly companyFlow: boolean }): PohjolaState {
  const { companyFlow } = options;
  return {
    status: 'UNDEFINED',
    companyFlow,
    owner: companyFlow ? null : 'personal',
    eventType: null,
    consent: false,
    phase: 'form',
  };
}

type Undefined = Extract<PohjolaState, { status: 'UNDEFINED' }>;

/**
 * Tells whether the consent box and the Verify button show: the owner is known and, for a
 * company, an event type that is looked up has been chosen (an occupational accident is not).
 */
export function showsPohjolaVerification(state: PohjolaState): boolean {
  if (state.status !== 'UNDEFINED' || state.phase !== 'form') return false;
  if (state.owner === 'personal') return true;
  return state.owner === 'company' && state.eventType !== null && state.eventType !== 'occupationalAccident';
}

/** Tells whether the Verify button works: it shows and the box 'I give my consent for data disclosure' is ticked. */
export function canVerifyPohjola(state: PohjolaState): boolean {
  return showsPohjolaVerification(state) && state.status === 'UNDEFINED' && state.consent;
}

function inForm(state: PohjolaState): state is Undefined & { phase: 'form' } {
  return state.status === 'UNDEFINED' && state.phase === 'form';
}

// "Going back clears the event type and, unless the owner is company, the owner." The consent
// was given for one question; a changed question asks it again.
function back(state: Undefined): PohjolaState {
  if (!state.companyFlow) return state;
  const owner = state.owner === 'company' ? 'company' : null;
  if (state.eventType === null && owner === state.owner && state.phase === 'form') return state;
  return { ...state, owner, eventType: null, consent: false, phase: 'form' };
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextPohjola(state: PohjolaState, event: PohjolaEvent): PohjolaState {
  switch (event.type) {
    case 'chooseOwner':
      if (!inForm(state) || !state.companyFlow || state.owner === event.owner) return state;
      return { ...state, owner: event.owner, eventType: null, consent: false };
    case 'chooseEventType':
      if (!inForm(state) || state.owner !== 'company' || state.eventType === event.eventType) return state;
      return {
        ...state,
        eventType: event.eventType,
        consent: false,
        phase: event.eventType === 'occupationalAccident' ? 'occupationalNotice' : 'form',
      };
    case 'acknowledgeNotice':
      return state.status === 'UNDEFINED' && state.phase === 'occupationalNotice'
        ? {
            status: 'FOUND',
            companyFlow: state.companyFlow,
            owner: 'company',
            eventType: 'occupationalAccident',
            companyInsurance: null,
          }
        : state;
    case 'back':
      return state.status === 'UNDEFINED' && state.phase !== 'checking' ? back(state) : state;
    case 'setConsent':
      return showsPohjolaVerification(state) &&
        state.status === 'UNDEFINED' &&
        state.consent !== event.consent
        ? { ...state, consent: event.consent }
        : state;
    case 'verify':
      return canVerifyPohjola(state) ? { ...(state as Undefined), phase: 'checking' } : state;
    case 'decline':
      return inForm(state) ? { status: 'CANCELED', companyFlow: state.companyFlow } : state;
    case 'personalChecked':
      if (state.status !== 'UNDEFINED' || state.phase !== 'checking' || state.owner !== 'personal')
        return state;
      return event.hasInsurance
        ? {
            status: 'FOUND',
            companyFlow: state.companyFlow,
            owner: 'personal',
            eventType: null,
            companyInsurance: null,
          }
        : { status: 'NOT_FOUND', companyFlow: state.companyFlow, owner: 'personal' };
    case 'companyChecked':
      if (state.status !== 'UNDEFINED' || state.phase !== 'checking' || state.owner !== 'company')
        return state;
      return event.insurance === null
        ? { status: 'NOT_FOUND', companyFlow: state.companyFlow, owner: 'company' }
        : {
            status: 'FOUND',
            companyFlow: state.companyFlow,
            owner: 'company',
            eventType: state.eventType,
            companyInsurance: event.insurance,
          };
    case 'checkFailed':
      if (state.status !== 'UNDEFINED' || state.phase !== 'checking' || state.owner === null) return state;
      return { status: 'ERROR', companyFlow: state.companyFlow, owner: state.owner };
    case 'cancelConfirmation':
      return state.status === 'FOUND' ? { status: 'CANCELED', companyFlow: state.companyFlow } : state;
    case 'verifyNow':
      return state.status === 'CANCELED' ? initialPohjola(state) : state;
    case 'tryAgain':
      return state.status === 'ERROR' ? initialPohjola(state) : state;
    default:
      return event satisfies never;
  }
}

/** The page's status name of a state. */
export function pohjolaStatus(state: PohjolaState): PohjolaStatus {
  return state.status;
}
