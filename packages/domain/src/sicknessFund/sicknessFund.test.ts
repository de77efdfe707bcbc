import { describe, expect, it } from 'vitest';
import { featureSet } from '../features/features';
import { fundBenefits, isSicknessFundTab, sicknessFundTabs } from './benefits';
import { seesSicknessFund, sessionFeatureNames } from './membership';

const bothFlags = featureSet(['sickness-fund-page', 'is-finnair-sickness-fund-member']);

describe('seesSicknessFund', () => {
  it.each([
    ['a member with both flags', bothFlags, true, true],
    ['somebody with both flags who is not a member', bothFlags, false, false],
    ['a member without the page flag', featureSet(['is-finnair-sickness-fund-member']), true, false],
    ['a member without the members flag', featureSet(['sickness-fund-page']), true, false],
  ])('given %s, should answer %#', (_, features, member, expected) => {
    expect(seesSicknessFund(features, member)).toBe(expected);
  });
});

describe('sessionFeatureNames', () => {
  const deployment = ['sickness-fund-page', 'mfa'];

  describe('given a member', () => {
    it("should add the members flag to the deployment's", () => {
      expect(sessionFeatureNames(deployment, true)).toEqual([
        ...deployment,
        'is-finnair-sickness-fund-member',
      ]);
    });
  });

  describe('given somebody who is not a member', () => {
    it("should keep the deployment's flags", () => {
      expect(sessionFeatureNames(deployment, false)).toEqual(deployment);
    });
  });

  describe('given a configuration that turned the members flag on for everybody', () => {
    it('should still give it to members only, once', () => {
      const everybody = [...deployment, 'is-finnair-sickness-fund-member'];
      expect(sessionFeatureNames(everybody, false)).toEqual(deployment);
      expect(sessionFeatureNames(everybody, true)).toEqual(everybody);
    });
  });
});

describe('the fund text', () => {
  it('should have the four tabs in the order of the specification', () => {
    expect(sicknessFundTabs).toEqual(['overview', 'reimbursements', 'instructions', 'faq']);
    expect(isSicknessFundTab('faq')).toBe(true);
    expect(isSicknessFundTab('prices')).toBe(false);
  });

  it('should hold the limits of the specification', () => {
    expect(fundBenefits.generalPractitioner).toEqual({ ownShareEuros: 15, maxVisitsPerYear: 12 });
    expect(fundBenefits.specialist).toEqual({
      ownSharePercent: 50,
      maxEurosPerVisit: 200,
      maxVisitsPerYear: 2,
    });
    expect(fundBenefits.physiotherapy).toEqual({ ownSharePercent: 50, maxEurosPerYear: 500 });
  });
});
