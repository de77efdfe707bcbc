import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureSet } from '../features/features';
import { brandConfig } from './brand';
import {
  brandHasPage,
  eulaPath,
  isInfluenzaVaccination,
  landingVisitTypes,
  practitionerAvatar,
} from './rules';

const general = brandConfig('general');
const children = brandConfig('children');

describe('eulaPath', () => {
  it.each([
    ['fi', '/fi/eula', '/fi/eula'],
    ['sv', '/sv/eula', '/fi/eula'],
    ['en', '/en/eula', '/fi/eula'],
  ] as const)('given %s should link %s in general and %s in children', (lang, generalPath, childrenPath) => {
    expect(eulaPath(general, lang)).toBe(generalPath);
    expect(eulaPath(children, lang)).toBe(childrenPath);
  });
});

describe('practitionerAvatar', () => {
  it('should give no avatar in the general brand', () => {
    expect(practitionerAvatar(general, 'abc')).toBeNull();
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['5', 5],
    ['6', 0],
    ['a-123', 1],
    ['', 0],
  ])('given practitioner %j in children should pick avatar %i', (id, expected) => {
    expect(practitionerAvatar(children, id)).toBe(expected);
  });

  it('should pick one of six by the first character only', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (id, tail) => {
        const avatar = practitionerAvatar(children, id);
        expect(avatar).toBeGreaterThanOrEqual(0);
        expect(avatar).toBeLessThan(6);
        expect(practitionerAvatar(children, String.fromCodePoint(id.codePointAt(0) ?? 0) + tail)).toBe(
          avatar,
        );
      }),
    );
  });
});

describe('landingVisitTypes', () => {
  const all = featureSet(['ohc-appointment-search', 'kela65']);

  it.each([
    [general, all, '2025-09-01', ['private', 'occupational', 'insurance', 'kela65']],
    [general, all, '2025-08-31', ['private', 'occupational', 'insurance']],
    [general, featureSet([]), '2026-01-01', ['private', 'insurance']],
    [children, all, '2026-01-01', ['private', 'insurance', 'kela65']],
  ])('given %#: should offer %j', (config, features, today, expected) => {
    expect(landingVisitTypes(config, features, today)).toEqual(expected);
  });
});

describe('brandHasPage and isInfluenzaVaccination', () => {
  it('should answer from the configuration', () => {
    expect(brandHasPage(children, 'certificates')).toBe(false);
    expect(brandHasPage(children, 'invoices')).toBe(true);
    expect(isInfluenzaVaccination(general, 'ROKT')).toBe(true);
    expect(isInfluenzaVaccination(general, 'KORR')).toBe(false);
  });
});
