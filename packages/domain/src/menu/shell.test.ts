import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { defaultFeatures } from '../features/defaults';
import { builtMenu, shellMenu, shellParts } from './shell';

const ids = (groups: ReturnType<typeof builtMenu>) => groups.map((g) => [g.id, g.items.map((i) => i.id)]);

describe('shellMenu', () => {
  describe('given an occupational customer of the general brand with occupational search on', () => {
    it('should list only the built pages and log-out, and drop the groups left empty', () => {
      const menu = shellMenu(brandConfig('general'), {
        features: [...defaultFeatures('general'), 'ohc-appointment-search'],
        healthCareType: 'occupational',
      });
      expect(ids(menu)).toEqual([
        ['home', ['front']],
        ['occupational', ['occupationalList']],
        ['appointments', ['appointments', 'visitTypeLanding']],
        ['services', ['invoices']],
        ['account', ['logout', 'logoutAllDevices']],
      ]);
    });
  });

  describe('given a private customer', () => {
    it('should leave the occupational group out', () => {
      const menu = shellMenu(brandConfig('general'), {
        features: [...defaultFeatures('general'), 'ohc-appointment-search'],
        healthCareType: 'private',
      });
      expect(menu.map((group) => group.id)).toEqual(['home', 'appointments', 'services', 'account']);
    });
  });
});

describe('builtMenu', () => {
  it('should keep a group of only unbuilt pages out', () => {
    expect(
      builtMenu([
        { id: 'services', items: [{ id: 'vaccinations', mobileOnly: false }] },
        { id: 'account', items: [{ id: 'logout', mobileOnly: true }] },
      ]),
    ).toEqual([{ id: 'account', items: [{ id: 'logout', mobileOnly: true }] }]);
  });
});

describe('shellParts', () => {
  describe.each([
    ['front', true, { menu: true, footer: true, loginLink: false }],
    ['front', false, { menu: false, footer: true, loginLink: false }],
    ['privateList', false, { menu: false, footer: true, loginLink: true }],
    ['notFound', false, { menu: false, footer: true, loginLink: true }],
    ['smsCode', false, { menu: false, footer: false, loginLink: false }],
    ['sessionExpired', true, { menu: false, footer: false, loginLink: false }],
    ['newCustomer', true, { menu: false, footer: false, loginLink: false }],
    ['transactionPath', false, { menu: false, footer: false, loginLink: false }],
    ['occupationalVaccination', true, { menu: false, footer: false, loginLink: false }],
    ['payVisit', false, { menu: false, footer: false, loginLink: true }],
  ] as const)('given the page %s, signed in %s', (page, signedIn, parts) => {
    it('should show the menu, footer and log-in link as the specification says', () => {
      expect(shellParts({ page, lang: 'fi', signedIn })).toMatchObject(parts);
    });
  });

  it('should leave out the links to pages not built yet (help, my information, terms)', () => {
    expect(shellParts({ page: 'front', lang: 'fi', signedIn: true })).toMatchObject({
      help: false,
      myInformation: false,
      terms: false,
    });
  });
});
