import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partnerInsurerResults, partnerInsurerStatuses } from '../catalogue/insurance';
import {
  initialPartnerInsurer,
  isUnderageCustomer,
  nextPartnerInsurer,
  type PartnerInsurerEvent,
  type PartnerInsurerState,
} from './partner';
import { partnerInsurerResult, partnerInsurerStatus } from './partner-queries';

const permitA = { contentHash: 'hash-a', symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2025-09-01' };
const permitB = { contentHash: 'hash-b', symptom: 'Back pain', bodyPart: 'Back', validTo: '2025-10-01' };
const withPermits = {
  step: 'withPermits',
  permits: [permitA, permitB],
  selected: null,
  confirmed: false,
} as const;

const partnerStates = {
  underage: { step: 'underage' },
  notAsked: { step: 'notAsked', consent: false },
  notAskedConsent: { step: 'notAsked', consent: true },
  checkingPolicy: { step: 'checkingPolicy' },
  loadingAfterCheck: { step: 'loadingPermits', after: 'policyCheck' },
  loadingAfterReturn: { step: 'loadingPermits', after: 'partnerReturn', known: null },
  loadingAfterReturnKnowingA: { step: 'loadingPermits', after: 'partnerReturn', known: ['hash-a'] },
  noPermits: { step: 'noPermits', continued: false },
  noPermitsContinued: { step: 'noPermits', continued: true },
  withPermits,
  withPermitsSelected: { ...withPermits, selected: 'hash-a' },
  withPermitsConfirmed: { ...withPermits, selected: 'hash-a', confirmed: true },
  notFound: { step: 'notFound', selfPaying: false },
  notFoundSelfPaying: { step: 'notFound', selfPaying: true },
  denied: { step: 'denied', selfPaying: false },
  deniedSelfPaying: { step: 'denied', selfPaying: true },
  canceled: { step: 'canceled', selfPaying: false },
  error: { step: 'error', selfPaying: false },
  errorSelfPaying: { step: 'error', selfPaying: true },
} satisfies Record<string, PartnerInsurerState>;
type StateName = keyof typeof partnerStates;

const events = {
  consentOn: { type: 'setConsent', consent: true },
  consentOff: { type: 'setConsent', consent: false },
  checkPolicy: { type: 'checkPolicy' },
  policyFound: { type: 'policyChecked', hasHealthcarePolicy: true },
  policyMissing: { type: 'policyChecked', hasHealthcarePolicy: false },
  policyCheckFailed: { type: 'policyCheckFailed' },
  twoPermits: { type: 'permitsLoaded', permits: [permitA, permitB] },
  onePermit: { type: 'permitsLoaded', permits: [permitA] },
  noPermits: { type: 'permitsLoaded', permits: [] },
  permitsFailed: { type: 'permitsFailed' },
  selectA: { type: 'selectPermit', contentHash: 'hash-a' },
  selectB: { type: 'selectPermit', contentHash: 'hash-b' },
  selectUnknown: { type: 'selectPermit', contentHash: 'hash-x' },
  confirmPermit: { type: 'confirmPermit' },
  removePermit: { type: 'removePermit' },
  continueWithoutPermit: { type: 'continueWithoutPermit' },
  restart: { type: 'restart' },
  tryAgain: { type: 'tryAgain' },
  continueSelfPaying: { type: 'continueSelfPaying' },
  returnedAllowed: { type: 'partnerReturned', value: 'directcompensationallowed' },
  returnedDenied: { type: 'partnerReturned', value: 'directcompensationdenied' },
  returnedCancel: { type: 'partnerReturned', value: 'cancel' },
  returnedError: { type: 'partnerReturned', value: 'error' },
} satisfies Record<string, PartnerInsurerEvent>;
type EventName = keyof typeof events;

const s = partnerStates;
/** What a return gives: the permits shown before leaving are remembered to tell the new one. */
function returns(state: StateName): [EventName, PartnerInsurerState][] {
  const before = s[state];
  const known =
    before.step === 'withPermits' ? ['hash-a', 'hash-b'] : before.step === 'noPermits' ? [] : null;
  return [
    ['returnedAllowed', { step: 'loadingPermits', after: 'partnerReturn', known }],
    ['returnedDenied', s.denied],
    ['returnedCancel', s.canceled],
    ['returnedError', s.error],
  ];
}
const transitions: [StateName, EventName, PartnerInsurerState][] = [
  ['notAsked', 'consentOn', s.notAskedConsent],
  ['notAskedConsent', 'consentOff', s.notAsked],
  ['notAskedConsent', 'checkPolicy', s.checkingPolicy],
  ['checkingPolicy', 'policyFound', s.loadingAfterCheck],
  ['checkingPolicy', 'policyMissing', s.notFound],
  ['checkingPolicy', 'policyCheckFailed', s.error],
  ['loadingAfterCheck', 'twoPermits', s.withPermits],
  ['loadingAfterCheck', 'noPermits', s.noPermits],
  ['loadingAfterCheck', 'permitsFailed', s.error],
  ['loadingAfterCheck', 'onePermit', { ...withPermits, permits: [permitA] }],
  ['loadingAfterReturn', 'twoPermits', s.withPermits],
  ['loadingAfterReturn', 'noPermits', s.noPermits],
  ['loadingAfterReturn', 'permitsFailed', s.error],
  // The permit granted on the partner site is the one not known before leaving.
  ['loadingAfterReturnKnowingA', 'twoPermits', { ...withPermits, selected: 'hash-b' }],
  ['loadingAfterReturnKnowingA', 'noPermits', s.noPermits],
  ['loadingAfterReturnKnowingA', 'permitsFailed', s.error],
  // Nothing new came: nothing is chosen for the person.
  ['loadingAfterReturnKnowingA', 'onePermit', { ...withPermits, permits: [permitA] }],
  ['loadingAfterReturn', 'onePermit', { ...withPermits, permits: [permitA], selected: 'hash-a' }],
  ['withPermits', 'selectA', s.withPermitsSelected],
  ['withPermits', 'selectB', { ...withPermits, selected: 'hash-b' }],
  ['withPermitsSelected', 'selectB', { ...withPermits, selected: 'hash-b' }],
  ['withPermitsSelected', 'confirmPermit', s.withPermitsConfirmed],
  ['withPermitsConfirmed', 'removePermit', s.notAsked],
  ['noPermits', 'continueWithoutPermit', s.noPermitsContinued],
  ['noPermits', 'restart', s.notAsked],
  ['noPermitsContinued', 'restart', s.notAsked],
  ...(
    [
      'notFound',
      'notFoundSelfPaying',
      'denied',
      'deniedSelfPaying',
      'canceled',
      'error',
      'errorSelfPaying',
    ] as const
  ).map((state): [StateName, EventName, PartnerInsurerState] => [state, 'tryAgain', s.notAsked]),
  ['notFound', 'continueSelfPaying', s.notFoundSelfPaying],
  ['denied', 'continueSelfPaying', s.deniedSelfPaying],
  ['canceled', 'continueSelfPaying', { step: 'canceled', selfPaying: true }],
  ['error', 'continueSelfPaying', s.errorSelfPaying],
  // Back from the partner site, whatever the page showed before.
  ...(Object.keys(s) as StateName[])
    .filter((state) => state !== 'underage')
    .flatMap((state) =>
      returns(state).map(([event, expected]): [StateName, EventName, PartnerInsurerState] => [
        state,
        event,
        expected,
      ]),
    ),
];

describe('nextPartnerInsurer', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextPartnerInsurer(s[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(s) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextPartnerInsurer(s[state], events[event])).toBe(s[state]);
  });

  it('should always answer a known status and result, and success only with a picked permit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 30 }),
        fc.boolean(),
        (sequence, underage) => {
          let state = initialPartnerInsurer({ underage, returned: null });
          for (const event of sequence) {
            state = nextPartnerInsurer(state, event);
            expect(partnerInsurerStatuses).toContain(partnerInsurerStatus(state));
            expect(partnerInsurerResults).toContain(partnerInsurerResult(state));
            if (partnerInsurerResult(state) === 'success')
              expect(state).toMatchObject({ selected: expect.any(String) });
            if (underage) expect(state.step).toBe('underage');
          }
        },
      ),
    );
  });
});

describe('initialPartnerInsurer', () => {
  it.each([
    [true, null, s.underage],
    [true, 'directcompensationallowed', s.underage],
    [false, null, s.notAsked],
    [false, 'directcompensationallowed', s.loadingAfterReturn],
    [false, 'directcompensationdenied', s.denied],
    [false, 'cancel', s.canceled],
    [false, 'error', s.error],
  ] as const)('underage %s, back with %s, should open in %j', (underage, returned, expected) => {
    expect(initialPartnerInsurer({ underage, returned })).toEqual(expected);
  });

  it('back with a permit allowed, should remember the permits known before leaving', () => {
    expect(
      initialPartnerInsurer({
        underage: false,
        returned: 'directcompensationallowed',
        knownPermits: ['hash-a'],
      }),
    ).toEqual(s.loadingAfterReturnKnowingA);
  });
});

describe('isUnderageCustomer', () => {
  it.each([
    [17, null, true],
    [18, null, false],
    [null, null, false],
    [8, 17, true],
    [8, 35, false],
    [8, null, true],
  ])('a patient of %s with a guardian of %s should be underage: %s', (patientAge, guardianAge, expected) => {
    expect(isUnderageCustomer({ patientAge, guardianAge })).toBe(expected);
  });
});
