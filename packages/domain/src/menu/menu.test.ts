import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { defaultFeatures } from '../features/defaults';
import { featureSet } from '../features/features';
import { menuFor } from './menu';

const ids = (groups: ReturnType<typeof menuFor>) => groups.map((g) => [g.id, g.items.map((i) => i.id)]);

describe('menuFor', () => {
  describe('given the general brand and an occupational customer who is a fund member', () => {
    it('should show every group', () => {
      const menu = menuFor(brandConfig('general'), {
        features: featureSet([...defaultFeatures('general'), 'is-finnair-sickness-fund-member']),
        hasOccupationalCare: true,
        isSicknessFundMember: true,
      });
      expect(ids(menu)).toEqual([
        ['home', ['front']],
        ['occupational', ['conversations', 'occupationalList', 'occupationalTeam']],
        ['sicknessFund', ['sicknessFund']],
        [
          'appointments',
          ['appointments', 'visitTypeLanding', 'visits', 'prescriptions', 'laboratory', 'questionnaires'],
        ],
        ['services', ['vaccinations', 'imaging', 'certificates', 'invoices']],
        ['account', ['myInformation', 'logout', 'logoutAllDevices']],
      ]);
    });
  });

  describe('given a private customer of the general brand', () => {
    it('should hide the occupational and sickness fund groups', () => {
      const menu = menuFor(brandConfig('general'), {
        features: defaultFeatures('general'),
        hasOccupationalCare: false,
        isSicknessFundMember: true,
      });
      expect(menu.map((g) => g.id)).toEqual(['home', 'appointments', 'services', 'account']);
    });

    it('should offer messages first among the services', () => {
      const menu = menuFor(brandConfig('general'), {
        features: defaultFeatures('general'),
        hasOccupationalCare: false,
        isSicknessFundMember: false,
      });
      expect(menu.find((g) => g.id === 'services')?.items.map((i) => i.id)).toEqual([
        'conversations',
        'vaccinations',
        'imaging',
        'certificates',
        'invoices',
      ]);
    });

    it.each([
      ['allowed', ['customer-messaging-enabled']],
      ['enabled', ['customer-messaging-allowed']],
    ])('should offer no messages when messaging is not %s', (_, flags) => {
      const menu = menuFor(brandConfig('general'), {
        features: featureSet(flags),
        hasOccupationalCare: false,
        isSicknessFundMember: false,
      });
      expect(menu.flatMap((g) => g.items.map((i) => i.id))).not.toContain('conversations');
    });
  });

  describe('given an occupational customer with messaging', () => {
    it('should offer messages once, in the occupational group', () => {
      const menu = menuFor(brandConfig('general'), {
        features: defaultFeatures('general'),
        hasOccupationalCare: true,
        isSicknessFundMember: false,
      });
      const messages = menu.filter((g) => g.items.some((i) => i.id === 'conversations'));
      expect(messages.map((g) => g.id)).toEqual(['occupational']);
    });
  });

  describe('given the children brand, even with an occupational contract and every flag', () => {
    it('should show no occupational group, certificates or questionnaires', () => {
      const menu = menuFor(brandConfig('children'), {
        features: featureSet(['customer-messaging-allowed', 'customer-messaging-enabled', 'pikkutsatti']),
        hasOccupationalCare: true,
        isSicknessFundMember: false,
      });
      expect(ids(menu)).toEqual([
        ['home', ['front']],
        ['appointments', ['appointments', 'visitTypeLanding', 'visits', 'prescriptions', 'laboratory']],
        ['services', ['vaccinations', 'imaging', 'chatNotice', 'invoices']],
        ['account', ['myInformation', 'logout', 'logoutAllDevices']],
      ]);
    });
  });

  describe('given messaging allowed but not enabled', () => {
    it('should leave messages out of the occupational group', () => {
      const menu = menuFor(brandConfig('general'), {
        features: featureSet(['customer-messaging-allowed']),
        hasOccupationalCare: true,
        isSicknessFundMember: false,
      });
      expect(menu.find((g) => g.id === 'occupational')?.items.map((i) => i.id)).toEqual(['occupationalTeam']);
    });
  });

  it('should mark only the log-out entries as mobile only', () => {
    const menu = menuFor(brandConfig('general'), {
      features: featureSet([]),
      hasOccupationalCare: false,
      isSicknessFundMember: false,
    });
    const mobileOnly = menu.flatMap((g) => g.items).filter((i) => i.mobileOnly);
    expect(mobileOnly.map((i) => i.id)).toEqual(['logout', 'logoutAllDevices']);
  });
});

describe('menuFor, one visibility rule at a time', () => {
  const general = brandConfig('general');
  const itemsOf = (groups: ReturnType<typeof menuFor>) => groups.flatMap((g) => g.items.map((i) => i.id));
  const allFlags = featureSet([
    ...defaultFeatures('general'),
    'is-finnair-sickness-fund-member',
    'pikkutsatti',
  ]);
  const without = (...names: string[]) => featureSet([...allFlags].filter((name) => !names.includes(name)));
  const everything = { features: allFlags, hasOccupationalCare: true, isSicknessFundMember: true };

  it.each([
    {
      given: 'messaging not allowed',
      change: { features: without('customer-messaging-allowed') },
      missing: ['conversations'],
    },
    {
      given: 'messaging not enabled',
      change: { features: without('customer-messaging-enabled') },
      missing: ['conversations'],
    },
    {
      given: 'no occupational search',
      change: { features: without('ohc-appointment-search') },
      missing: ['occupationalList'],
    },
    {
      given: 'no sickness fund page',
      change: { features: without('sickness-fund-page') },
      missing: ['sicknessFund'],
    },
    {
      given: 'no member flag',
      change: { features: without('is-finnair-sickness-fund-member') },
      missing: ['sicknessFund'],
    },
    { given: 'not a fund member', change: { isSicknessFundMember: false }, missing: ['sicknessFund'] },
    { given: 'no pikkutsatti', change: { features: without('pikkutsatti') }, missing: ['chatNotice'] },
  ])('given $given, should leave out $missing and nothing else', ({ change, missing }) => {
    const full = itemsOf(menuFor(general, everything));
    const reduced = itemsOf(menuFor(general, { ...everything, ...change }));
    expect(full).toEqual(expect.arrayContaining(missing));
    expect(reduced).toEqual(full.filter((id) => !(missing as readonly string[]).includes(id)));
  });

  it('given no occupational care, should leave out the occupational group and move messages', () => {
    const menu = menuFor(general, { ...everything, hasOccupationalCare: false });
    expect(menu.map((g) => g.id)).not.toContain('occupational');
    expect(itemsOf(menu)).toEqual(expect.arrayContaining(['conversations']));
    expect(itemsOf(menu)).not.toEqual(expect.arrayContaining(['occupationalList']));
    expect(itemsOf(menu)).not.toEqual(expect.arrayContaining(['occupationalTeam']));
  });
});
