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
        ['account', ['myInformation', 'logout']],
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
        ['account', ['myInformation', 'logout']],
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

  it('should mark only log-out as mobile only', () => {
    const menu = menuFor(brandConfig('general'), {
      features: featureSet([]),
      hasOccupationalCare: false,
      isSicknessFundMember: false,
    });
    const mobileOnly = menu.flatMap((g) => g.items).filter((i) => i.mobileOnly);
    expect(mobileOnly.map((i) => i.id)).toEqual(['logout']);
  });
});
