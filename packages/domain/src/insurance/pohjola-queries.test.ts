import { describe, expect, it } from 'vitest';
import { canVerifyPohjola, type PohjolaState, showsPohjolaVerification } from './pohjola';
import {
  pohjolaActions,
  pohjolaCheckPath,
  pohjolaCompanyCheckPath,
  pohjolaPolicyId,
  pohjolaRequest,
} from './pohjola-queries';

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
const insurance = { productName: 'Yritysturva', policyId: 'POL-1', coverages: [] };

describe('the queries of the OP insurer flow', () => {
  it.each<[string, PohjolaState, boolean, boolean, readonly string[], unknown]>([
    ['whose insurance', form, false, false, ['chooseOwner', 'decline'], null],
    ['personal', personal, true, false, ['chooseOwner', 'back', 'setConsent', 'decline'], null],
    [
      'personal, consented',
      { ...personal, consent: true },
      true,
      true,
      ['chooseOwner', 'back', 'setConsent', 'verify', 'decline'],
      null,
    ],
    ['company', company, false, false, ['chooseOwner', 'chooseEventType', 'decline'], null],
    [
      'company sickness',
      sickness,
      true,
      false,
      ['chooseOwner', 'chooseEventType', 'back', 'setConsent', 'decline'],
      null,
    ],
    [
      'the occupational accident notice',
      { ...company, eventType: 'occupationalAccident', phase: 'occupationalNotice' },
      false,
      false,
      ['acknowledgeNotice', 'back'],
      null,
    ],
    [
      'without the company flow',
      { ...personal, companyFlow: false },
      true,
      false,
      ['setConsent', 'decline'],
      null,
    ],
    [
      'checking a personal insurance',
      { ...personal, consent: true, phase: 'checking' },
      false,
      false,
      [],
      { kind: 'personal' },
    ],
    [
      'checking a company insurance',
      { ...sickness, consent: true, phase: 'checking' },
      false,
      false,
      [],
      { kind: 'company', eventType: 'sickness' },
    ],
    [
      'found',
      { status: 'FOUND', companyFlow: true, owner: 'personal', eventType: null, companyInsurance: null },
      false,
      false,
      ['cancelConfirmation'],
      null,
    ],
    ['not found', { status: 'NOT_FOUND', companyFlow: true, owner: 'personal' }, false, false, [], null],
    ['failed', { status: 'ERROR', companyFlow: true, owner: 'personal' }, false, false, ['tryAgain'], null],
    ['canceled', { status: 'CANCELED', companyFlow: true }, false, false, ['verifyNow'], null],
  ])(
    '%s: verification shown %s, verify %s, actions %j, waits for %j',
    (_, state, shown, verify, actions, request) => {
      expect(showsPohjolaVerification(state)).toBe(shown);
      expect(canVerifyPohjola(state)).toBe(verify);
      expect(pohjolaActions(state)).toEqual(actions);
      expect(pohjolaRequest(state)).toEqual(request);
    },
  );
});

describe('pohjolaPolicyId', () => {
  it('should give the policy of a found company insurance only', () => {
    const found = { status: 'FOUND', companyFlow: true, owner: 'company', eventType: 'sickness' } as const;
    expect(pohjolaPolicyId({ ...found, companyInsurance: insurance })).toBe('POL-1');
    expect(pohjolaPolicyId({ ...found, companyInsurance: null })).toBeNull();
    expect(pohjolaPolicyId(sickness)).toBeNull();
  });
});

describe('the check addresses', () => {
  it('should ask about the appointment date in Helsinki', () => {
    // 00.30 on 1 June in Helsinki, still 31 May in UTC.
    expect(pohjolaCheckPath(new Date('2025-05-31T21:30:00Z'))).toBe(
      '/api/insurance/pohjola-check/2025-06-01',
    );
  });

  it('should ask about a company insurance by language and event type', () => {
    expect(pohjolaCompanyCheckPath('fi', 'leisureAccident')).toBe(
      '/api/insurance/pohjola-company-check?lang=fi&eventType=leisureAccident',
    );
  });
});
