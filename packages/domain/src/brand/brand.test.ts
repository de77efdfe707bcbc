import { describe, expect, it } from 'vitest';
import { brandConfig, brandIds, isBrandId, isEnvironment } from './brand';

describe('brandConfig', () => {
  describe.each([
    ['general', 'Aava', 0.75, '0303 0303', 24],
    ['children', 'Pikkujätti', 0.45, '0303 0304', 12],
  ] as const)('given the %s brand', (brand, name, proportion, phone, cancelHours) => {
    const config = brandConfig(brand);

    it(`should be called ${name}`, () => {
      expect(config.id).toBe(brand);
      expect(config.displayName).toBe(name);
    });

    it('should carry the header proportion, phone and cancellation deadline of decisions.md §1', () => {
      expect(config.headerImageProportion).toBe(proportion);
      expect(config.customerServicePhone).toBe(phone);
      expect(config.cancellationDeadlineHours).toBe(cancelHours);
    });

    it('should share the billing contacts and reservation limits', () => {
      expect(config.billing).toEqual({ phone: '0303 0305', email: 'billing@example.fi' });
      expect(config.bindingReservationHours).toBe(24);
      expect(config.maxFutureWebReservations).toBe(10);
      expect(config.influenzaVaccinationSpecialtyIds).toEqual(['ROKT', 'ROKH']);
    });

    it('should be frozen all the way down', () => {
      expect(Object.isFrozen(config)).toBe(true);
      expect(Object.isFrozen(config.billing)).toBe(true);
      expect(Object.isFrozen(config.pages)).toBe(true);
      expect(() => {
        (config.billing as { phone: string }).phone = '112';
      }).toThrow(TypeError);
    });
  });

  describe('given the children brand', () => {
    const config = brandConfig('children');

    it.each([
      'conversations',
      'conversation',
      'newConversation',
      'certificates',
      'questionnaires',
      'questionnaire',
      'occupationalList',
      'reserveOccupational',
      'occupationalVaccination',
      'occupationalTeam',
    ] as const)('should have no %s page', (page) => {
      expect(config.pages).not.toContain(page);
      expect(brandConfig('general').pages).toContain(page);
    });

    it('should offer no occupational visit type and no occupational-viewing permit', () => {
      expect(config.visitTypes).not.toContain('occupational');
      expect(config.occupationalHealthcare).toBe(false);
      expect(config.consentPermits).toContain('allowsCommonRegistry');
      expect(config.consentPermits).not.toContain('allowsViewingOccupationalInformation');
    });
  });

  describe('given the general brand', () => {
    it('should offer every visit type and both registry permits', () => {
      const config = brandConfig('general');
      expect(config.visitTypes).toEqual(['private', 'occupational', 'insurance', 'kela65']);
      expect(config.consentPermits).toContain('allowsViewingOccupationalInformation');
    });
  });

  describe('given deployment settings', () => {
    it('should override them and keep the rest', () => {
      const config = brandConfig('general', {
        billing: { phone: '09 123', email: 'laskutus@example.fi' },
        customerServicePhone: undefined,
      });
      expect(config.billing.email).toBe('laskutus@example.fi');
      expect(config.customerServicePhone).toBe('0303 0303');
    });

    it('should not change the configuration of other callers', () => {
      brandConfig('children', { cancellationDeadlineHours: 48 });
      expect(brandConfig('children').cancellationDeadlineHours).toBe(12);
    });
  });
});

describe('isBrandId and isEnvironment', () => {
  it.each([
    ['general', true, false],
    ['children', true, false],
    ['production', false, true],
    ['development', false, true],
    ['Aava', false, false],
    [undefined, false, false],
  ])('given %j should answer brand %s and environment %s', (value, brand, environment) => {
    expect(isBrandId(value)).toBe(brand);
    expect(isEnvironment(value)).toBe(environment);
  });

  it('should list the two brands', () => {
    expect(brandIds).toEqual(['general', 'children']);
  });
});
