import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { defaultFeatures } from '../features/defaults';
import { sessionFeatureNames } from '../sicknessFund/membership';
import { builtMenu, menuOffers, shellMenu, shellParts } from './shell';

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
        ['occupational', ['conversations', 'occupationalList', 'occupationalTeam']],
        [
          'appointments',
          ['appointments', 'visitTypeLanding', 'visits', 'prescriptions', 'laboratory', 'questionnaires'],
        ],
        ['services', ['vaccinations', 'imaging', 'certificates', 'invoices']],
        ['account', ['myInformation', 'logout', 'logoutAllDevices']],
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
        { id: 'services', items: [{ id: 'availableAppointment', mobileOnly: false }] },
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

  it('should link my information', () => {
    expect(shellParts({ page: 'front', lang: 'fi', signedIn: true })).toMatchObject({ myInformation: true });
  });

  it('should link the terms and the accessibility statement from every footer', () => {
    expect(shellParts({ page: 'privateList', lang: 'sv', signedIn: false })).toMatchObject({
      terms: true,
      accessibility: true,
    });
  });

  describe.each([
    ['fi', true, true],
    ['sv', true, false],
    ['en', true, false],
    ['fi', false, false],
  ] as const)('given the language %s, signed in %s', (lang, signedIn, help) => {
    it('should show the help icon only on Finnish pages of a signed-in person', () => {
      expect(shellParts({ page: 'front', lang, signedIn }).help).toBe(help);
    });
  });
});

describe('menuOffers', () => {
  const general = brandConfig('general');

  describe('given an occupational customer', () => {
    it('should offer the team page and occupational booking', () => {
      const session = { features: [...defaultFeatures('general')], healthCareType: 'occupational' };
      expect(menuOffers(general, session, 'occupationalTeam')).toBe(true);
      expect(menuOffers(general, session, 'occupationalList')).toBe(true);
    });
  });

  describe('given a private customer', () => {
    it('should offer neither', () => {
      const session = { features: [...defaultFeatures('general')], healthCareType: 'private' };
      expect(menuOffers(general, session, 'occupationalTeam')).toBe(false);
      expect(menuOffers(general, session, 'occupationalList')).toBe(false);
    });
  });
});

describe('the sickness fund group', () => {
  const general = brandConfig('general');
  const fundGroup = (features: string[]) =>
    shellMenu(general, { features, healthCareType: 'occupational' }).some((g) => g.id === 'sicknessFund');

  it('should show for a member, whose session has the members flag', () => {
    expect(fundGroup(sessionFeatureNames([...defaultFeatures('general')], true))).toBe(true);
  });

  it('should not show for somebody who is not a member', () => {
    expect(fundGroup(sessionFeatureNames([...defaultFeatures('general')], false))).toBe(false);
  });

  it('should not show for a member while the page flag is off', () => {
    const withoutPage = [...defaultFeatures('general')].filter((name) => name !== 'sickness-fund-page');
    expect(fundGroup(sessionFeatureNames(withoutPage, true))).toBe(false);
  });

  it("should never show in the children's brand, whose flags leave the page off", () => {
    const menu = shellMenu(brandConfig('children'), {
      features: sessionFeatureNames([...defaultFeatures('children')], true),
      healthCareType: 'private',
    });
    expect(menu.some((g) => g.id === 'sicknessFund')).toBe(false);
  });
});

describe('shellParts in the booking embedded in the mobile app', () => {
  describe.each(['privateList', 'reserve', 'appointment'] as const)('given the %s page', (page) => {
    it('should keep only the header, for the app around it has the menu, account and log-out', () => {
      expect(shellParts({ page, lang: 'fi', signedIn: true, scope: 'inAppBooking' })).toMatchObject({
        menu: false,
        footer: false,
        loginLink: false,
        userMenu: false,
        help: false,
      });
    });
  });

  it.each([null, 'default'])('given the scope %s, should show the whole shell', (scope) => {
    expect(shellParts({ page: 'reserve', lang: 'fi', signedIn: true, scope })).toMatchObject({
      menu: true,
      footer: true,
      userMenu: true,
      help: true,
    });
  });

  it('should offer a visitor no log-in link of its own', () => {
    expect(
      shellParts({ page: 'privateList', lang: 'en', signedIn: false, scope: 'inAppBooking' }).loginLink,
    ).toBe(false);
  });
});
