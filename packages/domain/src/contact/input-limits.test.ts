import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';
import { inputMaxLength } from './input-limits';
import { validatePhone } from './phone';
import { validatePersonName, validatePostOffice, validateStreetAddress, validateZipCode } from './text';

describe('inputMaxLength', () => {
  it('should be the lengths of the specification', () => {
    expect(inputMaxLength).toMatchObject({
      personName: 50,
      streetAddress: 30,
      zipCode: 5,
      postOffice: 30,
      emailAddress: 78,
      contactPhone: 20,
      guardianName: 40,
      guardianPhone: 25,
      identityCode: 11,
      reasonForVisit: 300,
    });
  });

  describe('given a text as long as the input holds', () => {
    const full = (length: number) => 'a'.repeat(length);
    it.each([
      ['personName', validatePersonName],
      ['streetAddress', validateStreetAddress],
      ['postOffice', validatePostOffice],
    ] as const)('the %s rule should accept it and refuse one character more', (field, validate) => {
      expect(validate(full(inputMaxLength[field])).ok).toBe(true);
      expect(validate(full(inputMaxLength[field] + 1))).toEqual({ ok: false, error: 'tooLong' });
    });

    it('the zip code rule should accept five digits and no more', () => {
      expect(validateZipCode('0'.repeat(inputMaxLength.zipCode)).ok).toBe(true);
      expect(validateZipCode('0'.repeat(inputMaxLength.zipCode + 1)).ok).toBe(false);
    });

    it('the e-mail rule should accept it and refuse one character more', () => {
      const address = (length: number) => `${'a'.repeat(length - '@example.fi'.length)}@example.fi`;
      expect(validateEmail(address(inputMaxLength.emailAddress)).ok).toBe(true);
      expect(validateEmail(address(inputMaxLength.emailAddress + 1))).toEqual({
        ok: false,
        error: 'tooLong',
      });
    });
  });

  describe('given a phone number typed with spaces', () => {
    it('should let the longest number the contact rule accepts be typed in groups', () => {
      const typed = '+358 40 123 4567 89';
      expect(typed.length).toBeLessThanOrEqual(inputMaxLength.contactPhone);
      expect(validatePhone(typed, 'contact')).toEqual({ ok: true, value: '+35840123456789' });
    });
  });
});
