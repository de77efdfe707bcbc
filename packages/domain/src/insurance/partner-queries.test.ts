import { describe, expect, it } from 'vitest';
import type { PartnerInsurerState } from './partner';
import {
  applyPermitPath,
  confirmedPermit,
  partnerInsurerActions,
  partnerInsurerRequest,
  partnerInsurerResult,
  partnerInsurerStatus,
  readPartnerReturn,
} from './partner-queries';

const permit = { contentHash: 'hash-a', symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2025-09-01' };
const listed = { step: 'withPermits', permits: [permit], selected: null, confirmed: false } as const;

describe('the queries of the partner insurer flow', () => {
  it.each<[string, PartnerInsurerState, string, string, readonly string[], string | null]>([
    ['underage', { step: 'underage' }, 'NOT_ASKED', 'underageCustomer', [], null],
    ['not asked', { step: 'notAsked', consent: false }, 'NOT_ASKED', 'pending', [], null],
    ['consented', { step: 'notAsked', consent: true }, 'NOT_ASKED', 'pending', ['checkPolicy'], null],
    ['checking', { step: 'checkingPolicy' }, 'NOT_ASKED', 'pending', [], 'policyCheck'],
    [
      'loading after the check',
      { step: 'loadingPermits', after: 'policyCheck' },
      'NOT_ASKED',
      'pending',
      [],
      'permits',
    ],
    [
      'loading after the return',
      { step: 'loadingPermits', after: 'partnerReturn', known: null },
      'INSURANCE_FOUND_WITH_PERMITS',
      'pending',
      [],
      'permits',
    ],
    [
      'no permits',
      { step: 'noPermits', continued: false },
      'INSURANCE_FOUND_NO_PERMITS',
      'pending',
      ['applyPermit', 'continueWithoutPermit', 'restart'],
      null,
    ],
    [
      'no permits, continued',
      { step: 'noPermits', continued: true },
      'INSURANCE_FOUND_NO_PERMITS',
      'insuranceFoundNoPermit',
      ['restart'],
      null,
    ],
    ['permits', listed, 'INSURANCE_FOUND_WITH_PERMITS', 'pending', ['selectPermit', 'applyPermit'], null],
    [
      'a permit picked',
      { ...listed, selected: 'hash-a' },
      'INSURANCE_FOUND_WITH_PERMITS',
      'pending',
      ['selectPermit', 'confirmPermit', 'applyPermit'],
      null,
    ],
    [
      'a permit confirmed',
      { ...listed, selected: 'hash-a', confirmed: true },
      'INSURANCE_FOUND_WITH_PERMITS',
      'success',
      ['removePermit'],
      null,
    ],
    [
      'not found',
      { step: 'notFound', selfPaying: false },
      'INSURANCE_NOT_FOUND',
      'pending',
      ['tryAgain', 'continueSelfPaying'],
      null,
    ],
    [
      'not found, self-paying',
      { step: 'notFound', selfPaying: true },
      'INSURANCE_NOT_FOUND',
      'insuranceNotFound',
      ['tryAgain'],
      null,
    ],
    [
      'denied',
      { step: 'denied', selfPaying: false },
      'DENIED',
      'pending',
      ['tryAgain', 'continueSelfPaying'],
      null,
    ],
    [
      'denied, self-paying',
      { step: 'denied', selfPaying: true },
      'DENIED',
      'insuranceFoundNoPermit',
      ['tryAgain'],
      null,
    ],
    [
      'canceled, self-paying',
      { step: 'canceled', selfPaying: true },
      'CANCELED',
      'insuranceFoundNoPermit',
      ['tryAgain'],
      null,
    ],
    [
      'error',
      { step: 'error', selfPaying: false },
      'ERROR',
      'pending',
      ['tryAgain', 'continueSelfPaying'],
      null,
    ],
    ['error, self-paying', { step: 'error', selfPaying: true }, 'ERROR', 'error', ['tryAgain'], null],
  ])(
    '%s should read %s, result %s, offer %j and wait for %s',
    (_, state, status, result, actions, request) => {
      expect(partnerInsurerStatus(state)).toBe(status);
      expect(partnerInsurerResult(state)).toBe(result);
      expect(partnerInsurerActions(state)).toEqual(actions);
      expect(partnerInsurerRequest(state)).toBe(request);
    },
  );
});

describe('confirmedPermit', () => {
  it('should give the permit only once it is confirmed', () => {
    expect(confirmedPermit({ ...listed, selected: 'hash-a' })).toBeNull();
    expect(confirmedPermit({ ...listed, selected: 'hash-a', confirmed: true })).toBe(permit);
  });
});

describe('readPartnerReturn', () => {
  it.each([
    ['referrer=lahitapiola&status=directcompensationallowed', 'directcompensationallowed'],
    ['referrer=lahitapiola&status=directcompensationdenied', 'directcompensationdenied'],
    ['referrer=lahitapiola&status=cancel', 'cancel'],
    ['referrer=lahitapiola&status=error', 'error'],
    ['referrer=lahitapiola&status=hacked', null],
    ['referrer=lahitapiola', null],
    ['referrer=other&status=cancel', null],
    ['status=cancel', null],
  ])('given ?%s should read %s', (query, expected) => {
    expect(readPartnerReturn(new URLSearchParams(query))).toBe(expected);
  });
});

describe('applyPermitPath', () => {
  it('should send the person to the partner site with the way back', () => {
    expect(applyPermitPath('sv', '/sv/boka/42/forsakring')).toBe(
      '/api/insurance/lahitapiola-apply-permit?redirectTo=%2Fsv%2Fboka%2F42%2Fforsakring&channel=w&lang=sv',
    );
  });
});
