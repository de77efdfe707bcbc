import { describe, expect, it } from 'vitest';
import { defaultFeatures } from './defaults';
import { featureList, featureNames, featureSet, isFeatureName, kela65Available } from './features';

describe('featureSet', () => {
  it('should keep known names and drop unknown ones', () => {
    expect(featureList(featureSet(['mfa', 'nope', 'kela65', 'mfa']))).toEqual(['kela65', 'mfa']);
  });

  it('should know every name of the specification', () => {
    expect(featureNames).toHaveLength(11);
    expect(featureNames.every(isFeatureName)).toBe(true);
    expect(isFeatureName('KELA65')).toBe(false);
  });
});

describe('kela65Available', () => {
  const on = featureSet(['kela65']);
  const off = featureSet([]);

  it.each([
    [on, '2025-08-31', false],
    [on, '2025-09-01', true],
    [on, '2026-01-15', true],
    [off, '2026-01-15', false],
    [on, '1.9.2025', false],
    [on, '', false],
  ])('given flags %j and today %s should answer %s', (features, today, expected) => {
    expect(kela65Available(features, today)).toBe(expected);
  });
});

describe('defaultFeatures', () => {
  describe('given the general brand', () => {
    it('should offer occupational search, kela65 and messaging', () => {
      const features = defaultFeatures('general');
      expect(features.has('ohc-appointment-search')).toBe(true);
      expect(features.has('kela65')).toBe(true);
      expect(features.has('customer-messaging-allowed')).toBe(true);
      expect(features.has('pikkutsatti')).toBe(false);
    });
  });

  describe('given the children brand', () => {
    it('should offer no occupational search, kela65 or messaging', () => {
      const features = defaultFeatures('children');
      expect(features.has('ohc-appointment-search')).toBe(false);
      expect(features.has('kela65')).toBe(false);
      expect(features.has('customer-messaging-allowed')).toBe(false);
      expect(features.has('lahitapiola-insurance-flow')).toBe(true);
    });
  });

  it('should never turn on the per-member sickness fund flag by default', () => {
    expect(defaultFeatures('general').has('is-finnair-sickness-fund-member')).toBe(false);
    expect(defaultFeatures('children').has('is-finnair-sickness-fund-member')).toBe(false);
  });
});
