import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { asksLoginChoice, internalOrganizationOf } from './brand-choices';

describe('asksLoginChoice', () => {
  it('given the children brand, should ask whom the booking is for', () => {
    expect(asksLoginChoice(brandConfig('children'))).toBe(true);
  });

  it('given the general brand, should go straight to strong identification', () => {
    expect(asksLoginChoice(brandConfig('general'))).toBe(false);
  });
});

describe('internalOrganizationOf', () => {
  it.each([
    ['general', 'aava'],
    ['children', 'pikkujatti'],
  ] as const)('given the %s brand, should reserve in %s', (brand, organization) => {
    expect(internalOrganizationOf(brandConfig(brand))).toBe(organization);
  });
});
