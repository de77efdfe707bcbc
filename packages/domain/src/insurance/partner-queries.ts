import {
  type PartnerInsurerResult,
  type PartnerInsurerReturn,
  type PartnerInsurerStatus,
  partnerInsurerReferrer,
  partnerInsurerReturns,
} from '../catalogue/insurance';
import type { Lang } from '../locale';
import { buildQuery } from '../routes/query';
import type { DirectCompensationPermit, PartnerInsurerState } from './partner';

/** The booking page's upper-case status of the flow (booking.md §4). */
export function partnerInsurerStatus(state: PartnerInsurerState): PartnerInsurerStatus {
  switch (state.step) {
    case 'underage':
    case 'notAsked':
    case 'checkingPolicy':
      return 'NOT_ASKED';
    case 'loadingPermits':
      return state.after === 'partnerReturn' ? 'INSURANCE_FOUND_WITH_PERMITS' : 'NOT_ASKED';
    case 'noPermits':
      return 'INSURANCE_FOUND_NO_PERMITS';
    case 'withPermits':
      return 'INSURANCE_FOUND_WITH_PERMITS';
    case 'notFound':
      return 'INSURANCE_NOT_FOUND';
    case 'denied':
      return 'DENIED';
    case 'canceled':
      return 'CANCELED';
    case 'error':
      return 'ERROR';
    default:
      return state satisfies never;
  }
}

/**
 * The result of the flow; `pending` until the person has come to an end: a confirmed permit
 * (success), the underage note, going on without a permit, or paying themselves after a panel.
 * Booking waits while it is pending.
 */
export function partnerInsurerResult(state: PartnerInsurerState): PartnerInsurerResult {
  switch (state.step) {
    case 'underage':
      return 'underageCustomer';
    case 'withPermits':
      return state.confirmed ? 'success' : 'pending';
    case 'noPermits':
      return state.continued ? 'insuranceFoundNoPermit' : 'pending';
    case 'notFound':
      return state.selfPaying ? 'insuranceNotFound' : 'pending';
    case 'denied':
    case 'canceled':
      // The policy was found before the partner site was visited; only the permit is missing.
      return state.selfPaying ? 'insuranceFoundNoPermit' : 'pending';
    case 'error':
      return state.selfPaying ? 'error' : 'pending';
    case 'notAsked':
    case 'checkingPolicy':
    case 'loadingPermits':
      return 'pending';
    default:
      return state satisfies never;
  }
}

/** The permit whose content hash goes into the reservation, once the person confirmed it. */
export function confirmedPermit(state: PartnerInsurerState): DirectCompensationPermit | null {
  if (state.step !== 'withPermits' || !state.confirmed) return null;
  return state.permits.find((permit) => permit.contentHash === state.selected) ?? null;
}

/** The buttons of a step; `applyPermit` leaves for the partner site with {@link applyPermitPath}. */
export type PartnerInsurerAction =
  | 'checkPolicy'
  | 'selectPermit'
  | 'confirmPermit'
  | 'applyPermit'
  | 'removePermit'
  | 'continueWithoutPermit'
  | 'restart'
  | 'tryAgain'
  | 'continueSelfPaying';

/** What the person can do now; the view shows these and nothing else. */
export function partnerInsurerActions(state: PartnerInsurerState): readonly PartnerInsurerAction[] {
  switch (state.step) {
    case 'notAsked':
      return state.consent ? ['checkPolicy'] : [];
    case 'withPermits':
      if (state.confirmed) return ['removePermit'];
      return state.selected === null
        ? ['selectPermit', 'applyPermit']
        : ['selectPermit', 'confirmPermit', 'applyPermit'];
    case 'noPermits':
      return state.continued ? ['restart'] : ['applyPermit', 'continueWithoutPermit', 'restart'];
    case 'notFound':
    case 'denied':
    case 'canceled':
    case 'error':
      return state.selfPaying ? ['tryAgain'] : ['tryAgain', 'continueSelfPaying'];
    case 'underage':
    case 'checkingPolicy':
    case 'loadingPermits':
      return [];
    default:
      return state satisfies never;
  }
}

/** The call a state waits for: the policy check or the permits (booking.md §7). */
export function partnerInsurerRequest(state: PartnerInsurerState): 'policyCheck' | 'permits' | null {
  if (state.step === 'checkingPolicy') return 'policyCheck';
  return state.step === 'loadingPermits' ? 'permits' : null;
}

/** Anything `URLSearchParams`-like. */
type QueryReader = { readonly get: (name: string) => string | null };

/** The query parameters the partner site returns with; the page removes them once read. */
export const partnerReturnParams = ['referrer', 'status'] as const;

/** The partner site's return value in an address, or `null` when the address is not such a return. */
export function readPartnerReturn(query: QueryReader): PartnerInsurerReturn | null {
  if (query.get('referrer') !== partnerInsurerReferrer) return null;
  const status = query.get('status');
  return (partnerInsurerReturns as readonly (string | null)[]).includes(status)
    ? (status as PartnerInsurerReturn)
    : null;
}

/**
 * The browser address that sends the person to apply for a permit on the partner site
 * (booking.md §7); `redirectTo` is the booking page to come back to.
 */
export function applyPermitPath(lang: Lang, redirectTo: string): string {
  return `/api/insurance/lahitapiola-apply-permit${buildQuery({ redirectTo, channel: 'w', lang })}`;
}
