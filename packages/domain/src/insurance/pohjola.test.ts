import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pohjolaStatuses } from '../catalogue/insurance';
import { initialPohjola, nextPohjola, type PohjolaEvent, type PohjolaState } from './pohjola';

const insurance = {
  productName: 'Yritysturva',
  policyId: 'POL-1',
  coverages: [{ id: 'c1', name: 'Hoitokulut', terms: [{ id: 't1', name: 'Omavastuu 0 €' }] }],
};

const form = {
  status: 'UNDEFINED',
  companyFlow: true,
  owner: null,
  eventType: null,
  consent: false,
  phase: 'form',
} as const;
const personal = { ...form, owner: 'personal' } as const;
const company = { ...form, owner: 'company' } as const;
const sickness = { ...company, eventType: 'sickness' } as const;
const plain = { ...personal, companyFlow: false } as const;

const states = {
  form,
  personal,
  personalConsent: { ...personal, consent: true },
  company,
  sickness,
  sicknessConsent: { ...sickness, consent: true },
  notice: { ...company, eventType: 'occupationalAccident', phase: 'occupationalNotice' },
  checkingPersonal: { ...personal, consent: true, phase: 'checking' },
  checkingCompany: { ...sickness, consent: true, phase: 'checking' },
  plain,
  plainConsent: { ...plain, consent: true },
  checkingPlain: { ...plain, consent: true, phase: 'checking' },
  foundPersonal: {
    status: 'FOUND',
    companyFlow: true,
    owner: 'personal',
    eventType: null,
    companyInsurance: null,
  },
  foundCompany: {
    status: 'FOUND',
    companyFlow: true,
    owner: 'company',
    eventType: 'sickness',
    companyInsurance: insurance,
  },
  foundOccupational: {
    status: 'FOUND',
    companyFlow: true,
    owner: 'company',
    eventType: 'occupationalAccident',
    companyInsurance: null,
  },
  notFound: { status: 'NOT_FOUND', companyFlow: true, owner: 'company' },
  error: { status: 'ERROR', companyFlow: true, owner: 'personal' },
  errorPlain: { status: 'ERROR', companyFlow: false, owner: 'personal' },
  canceled: { status: 'CANCELED', companyFlow: true },
  canceledPlain: { status: 'CANCELED', companyFlow: false },
} satisfies Record<string, PohjolaState>;
type StateName = keyof typeof states;

const events = {
  choosePersonal: { type: 'chooseOwner', owner: 'personal' },
  chooseCompany: { type: 'chooseOwner', owner: 'company' },
  sickness: { type: 'chooseEventType', eventType: 'sickness' },
  leisure: { type: 'chooseEventType', eventType: 'leisureAccident' },
  occupational: { type: 'chooseEventType', eventType: 'occupationalAccident' },
  acknowledgeNotice: { type: 'acknowledgeNotice' },
  back: { type: 'back' },
  consentOn: { type: 'setConsent', consent: true },
  consentOff: { type: 'setConsent', consent: false },
  verify: { type: 'verify' },
  decline: { type: 'decline' },
  hasInsurance: { type: 'personalChecked', hasInsurance: true },
  noInsurance: { type: 'personalChecked', hasInsurance: false },
  companyFound: { type: 'companyChecked', insurance },
  companyMissing: { type: 'companyChecked', insurance: null },
  checkFailed: { type: 'checkFailed' },
  cancelConfirmation: { type: 'cancelConfirmation' },
  verifyNow: { type: 'verifyNow' },
  tryAgain: { type: 'tryAgain' },
} satisfies Record<string, PohjolaEvent>;
type EventName = keyof typeof events;

const s = states;
const leisure = { ...company, eventType: 'leisureAccident' } as const;
const formSteps = [
  'form',
  'personal',
  'personalConsent',
  'company',
  'sickness',
  'sicknessConsent',
  'plain',
  'plainConsent',
] as const;
const transitions: [StateName, EventName, PohjolaState][] = [
  ['form', 'choosePersonal', s.personal],
  ['form', 'chooseCompany', s.company],
  ['personal', 'chooseCompany', s.company],
  ['personal', 'back', s.form],
  ['personal', 'consentOn', s.personalConsent],
  ['personalConsent', 'chooseCompany', s.company],
  ['personalConsent', 'back', s.form],
  ['personalConsent', 'consentOff', s.personal],
  ['personalConsent', 'verify', s.checkingPersonal],
  ['company', 'choosePersonal', s.personal],
  ['company', 'sickness', s.sickness],
  ['company', 'leisure', leisure],
  ['company', 'occupational', s.notice],
  ['sickness', 'choosePersonal', s.personal],
  ['sickness', 'leisure', leisure],
  ['sickness', 'occupational', s.notice],
  ['sickness', 'back', s.company],
  ['sickness', 'consentOn', s.sicknessConsent],
  ['sicknessConsent', 'choosePersonal', s.personal],
  ['sicknessConsent', 'leisure', leisure],
  ['sicknessConsent', 'occupational', s.notice],
  ['sicknessConsent', 'back', s.company],
  ['sicknessConsent', 'consentOff', s.sickness],
  ['sicknessConsent', 'verify', s.checkingCompany],
  ['notice', 'acknowledgeNotice', s.foundOccupational],
  ['notice', 'back', s.company],
  ['plain', 'consentOn', s.plainConsent],
  ['plainConsent', 'consentOff', s.plain],
  ['plainConsent', 'verify', s.checkingPlain],
  ...formSteps.map((state): [StateName, EventName, PohjolaState] => [
    state,
    'decline',
    state.startsWith('plain') ? s.canceledPlain : s.canceled,
  ]),
  ['checkingPersonal', 'hasInsurance', s.foundPersonal],
  ['checkingPersonal', 'noInsurance', { ...s.notFound, owner: 'personal' }],
  ['checkingPersonal', 'checkFailed', s.error],
  ['checkingCompany', 'companyFound', s.foundCompany],
  ['checkingCompany', 'companyMissing', s.notFound],
  ['checkingCompany', 'checkFailed', { ...s.error, owner: 'company' }],
  ['checkingPlain', 'hasInsurance', { ...s.foundPersonal, companyFlow: false }],
  ['checkingPlain', 'noInsurance', { status: 'NOT_FOUND', companyFlow: false, owner: 'personal' }],
  ['checkingPlain', 'checkFailed', s.errorPlain],
  ['foundPersonal', 'cancelConfirmation', s.canceled],
  ['foundCompany', 'cancelConfirmation', s.canceled],
  ['foundOccupational', 'cancelConfirmation', s.canceled],
  ['canceled', 'verifyNow', s.form],
  ['canceledPlain', 'verifyNow', s.plain],
  ['error', 'tryAgain', s.form],
  ['errorPlain', 'tryAgain', s.plain],
];

describe('nextPohjola', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextPohjola(s[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(s) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextPohjola(s[state], events[event])).toBe(s[state]);
  });

  it('should keep to the page statuses, and never ask whose insurance without the company flow', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 30 }),
        (companyFlow, sequence) => {
          let state = initialPohjola({ companyFlow });
          for (const event of sequence) {
            state = nextPohjola(state, event);
            expect(pohjolaStatuses).toContain(state.status);
            expect(state.companyFlow).toBe(companyFlow);
            if (!companyFlow && 'owner' in state) expect(state.owner).toBe('personal');
            if (
              state.status === 'FOUND' &&
              state.owner === 'company' &&
              state.eventType !== 'occupationalAccident'
            ) {
              expect(state.companyInsurance).not.toBeNull();
            }
          }
        },
      ),
    );
  });
});

describe('initialPohjola', () => {
  it('should ask whose insurance only with the company flow', () => {
    expect(initialPohjola({ companyFlow: true })).toEqual(s.form);
    expect(initialPohjola({ companyFlow: false })).toEqual(s.plain);
  });
});
