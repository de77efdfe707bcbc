import { describe, expect, it } from 'vitest';
import { validateContactDetails, validateGuardian } from './forms';

describe('validateContactDetails', () => {
  describe('given a complete form', () => {
    it('should answer the values trimmed and the phone normalised', () => {
      expect(
        validateContactDetails({
          streetAddress: ' Mannerheimintie 1 ',
          zipCode: '00100',
          postOffice: 'Helsinki',
          emailAddress: 'maija@example.fi ',
          phoneNumber: '040 123 4567',
        }),
      ).toEqual({
        ok: true,
        value: {
          streetAddress: 'Mannerheimintie 1',
          zipCode: '00100',
          postOffice: 'Helsinki',
          emailAddress: 'maija@example.fi',
          phoneNumber: '+358401234567',
        },
      });
    });
  });

  describe('given an empty form', () => {
    it('should name every field as required', () => {
      expect(
        validateContactDetails({
          streetAddress: '',
          zipCode: '',
          postOffice: '',
          emailAddress: '',
          phoneNumber: '',
        }),
      ).toEqual({
        ok: false,
        errors: {
          streetAddress: 'required',
          zipCode: 'required',
          postOffice: 'required',
          emailAddress: 'required',
          phoneNumber: 'required',
        },
      });
    });
  });
});

describe('validateGuardian', () => {
  const guardian = {
    name: 'Virtanen Maija',
    phone: '040 123 4567',
    emailAddress: 'maija@example.fi',
    isGuardianHasSameAddress: false,
    streetAddress: 'Kotikatu 2',
    zipCode: '02100',
    postOffice: 'Espoo',
  };

  it('should accept a complete guardian', () => {
    expect(validateGuardian(guardian)).toMatchObject({ ok: true, value: { phone: '+358401234567' } });
  });

  describe('given the same address as the child', () => {
    it('should not ask for the address', () => {
      expect(
        validateGuardian({
          ...guardian,
          isGuardianHasSameAddress: true,
          streetAddress: '',
          zipCode: 'x',
          postOffice: '',
        }),
      ).toMatchObject({ ok: true, value: { streetAddress: '', zipCode: '', postOffice: '' } });
    });
  });

  describe('given fields over their limits', () => {
    it('should name them', () => {
      expect(
        validateGuardian({
          ...guardian,
          name: 'n'.repeat(41),
          phone: '+35840123456789012345',
          streetAddress: 's'.repeat(31),
          zipCode: '0210',
          postOffice: 'p'.repeat(31),
        }),
      ).toEqual({
        ok: false,
        errors: {
          name: 'tooLong',
          phone: 'tooLong',
          streetAddress: 'tooLong',
          zipCode: 'format',
          postOffice: 'tooLong',
        },
      });
    });
  });
});
