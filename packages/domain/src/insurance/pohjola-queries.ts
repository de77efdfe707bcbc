import type { InsurerEventType } from '../catalogue/insurance';
import type { Lang } from '../locale';
import { buildQuery } from '../routes/query';
import { helsinkiIsoDate } from '../time/zone';
import { canVerifyPohjola, type PohjolaEvent, type PohjolaState, showsPohjolaVerification } from './pohjola';

/** The controls of a step, named by the event each sends. */
export type PohjolaAction = Exclude<
  PohjolaEvent['type'],
  'personalChecked' | 'companyChecked' | 'checkFailed'
>;

/** What the person can do now; the view shows these and nothing else. */
export function pohjolaActions(state: PohjolaState): readonly PohjolaAction[] {
  switch (state.status) {
    case 'UNDEFINED': {
      if (state.phase === 'checking') return [];
      if (state.phase === 'occupationalNotice') return ['acknowledgeNotice', 'back'];
      const actions: PohjolaAction[] = [];
      if (state.companyFlow) actions.push('chooseOwner');
      if (state.owner === 'company') actions.push('chooseEventType');
      if (state.companyFlow && (state.owner === 'personal' || state.eventType !== null)) actions.push('back');
      if (showsPohjolaVerification(state)) actions.push('setConsent');
      if (canVerifyPohjola(state)) actions.push('verify');
      actions.push('decline');
      return actions;
    }
    case 'FOUND':
      return ['cancelConfirmation'];
    case 'CANCELED':
      return ['verifyNow'];
    case 'ERROR':
      return ['tryAgain'];
    case 'NOT_FOUND':
      return [];
    default:
      return state satisfies never;
  }
}

/** The check a state waits for: the personal one or the company one with its event type. */
export type PohjolaRequest =
  | { readonly kind: 'personal' }
  | { readonly kind: 'company'; readonly eventType: InsurerEventType };

/** What to ask the insurer now, or `null`. */
export function pohjolaRequest(state: PohjolaState): PohjolaRequest | null {
  if (state.status !== 'UNDEFINED' || state.phase !== 'checking') return null;
  if (state.owner === 'personal') return { kind: 'personal' };
  return state.owner === 'company' && state.eventType !== null
    ? { kind: 'company', eventType: state.eventType }
    : null;
}

/** `GET /api/insurance/pohjola-check/{date}`: the appointment's Helsinki date, without a time. */
export function pohjolaCheckPath(appointmentStart: Date): string {
  return `/api/insurance/pohjola-check/${helsinkiIsoDate(appointmentStart)}`;
}

/** `GET /api/insurance/pohjola-company-check?lang&eventType`. */
export function pohjolaCompanyCheckPath(lang: Lang, eventType: InsurerEventType): string {
  return `/api/insurance/pohjola-company-check${buildQuery({ lang, eventType })}`;
}

/** The company policy id the reservation sends (`pohjolaPolicyId`), once one was found. */
export function pohjolaPolicyId(state: PohjolaState): string | null {
  return state.status === 'FOUND' ? (state.companyInsurance?.policyId ?? null) : null;
}
