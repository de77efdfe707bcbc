import { describe, expect, it } from 'vitest';
import { consentFormReady } from './consent';

describe('consentFormReady', () => {
  it.each([
    [true, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
    [true, true, true, true],
    [false, false, false, false],
    [false, false, true, true],
    [false, true, true, true],
  ])(
    'given never filled %s, the policy read %s and data processing %s, should answer %s',
    (neverFilled, privacyPolicyRead, dataProcessingAccepted, expected) => {
      expect(consentFormReady({ neverFilled, privacyPolicyRead, dataProcessingAccepted })).toBe(expected);
    },
  );
});
