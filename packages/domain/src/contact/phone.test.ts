import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneForms, telHref, validatePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    [' 040 123 4567 ', '+358401234567'],
    ['+358 40 123 4567', '+358401234567'],
    ['0046 70 123 45 67', '+46701234567'],
    ['401234567', '401234567'],
    ['', ''],
  ])('given %j should write %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('validatePhone', () => {
  it.each([
    ['contact', '040 123 4567', { ok: true, value: '+358401234567' }],
    ['contact', '+358401234567', { ok: true, value: '+358401234567' }],
    ['contact', '09 1234', { ok: true, value: '+35891234' }],
    ['contact', '', { ok: false, error: 'required' }],
    ['contact', '   ', { ok: false, error: 'required' }],
    ['contact', '+35840123456789', { ok: true, value: '+35840123456789' }],
    ['contact', '+358401234567890', { ok: false, error: 'tooLong' }],
    ['contact', '+46701234567', { ok: false, error: 'format' }],
    ['contact', '+3580401234567', { ok: false, error: 'format' }],
    ['contact', '040-123 4567', { ok: false, error: 'format' }],
    ['contact', '0401', { ok: false, error: 'format' }],
    ['contact', 'phone', { ok: false, error: 'format' }],
    ['booking', '+358401234567', { ok: true, value: '+358401234567' }],
    ['booking', '0401234567', { ok: true, value: '+358401234567' }],
    ['booking', '+358 40 1234 5678 9012', { ok: true, value: '+35840123456789012' }],
    ['booking', '+46701234567', { ok: false, error: 'format' }],
    ['booking', '+358+401234567', { ok: false, error: 'format' }],
    ['guardian', '+46 70 123 45 67', { ok: true, value: '+46701234567' }],
    ['guardian', '040 123 4567', { ok: true, value: '+358401234567' }],
    ['guardian', '+3584012345678901234', { ok: true, value: '+3584012345678901234' }],
    ['guardian', '+35840123456789012345', { ok: false, error: 'tooLong' }],
    ['guardian', '', { ok: false, error: 'required' }],
    ['guardian', '040/1234', { ok: false, error: 'format' }],
    ['smsLogin', '+358401234567', { ok: true, value: '+358401234567' }],
    ['smsLogin', ' 123 456 ', { ok: true, value: '123456' }],
    ['smsLogin', '12345', { ok: false, error: 'format' }],
    ['smsLogin', '+12345', { ok: false, error: 'format' }],
    ['smsLogin', '+1234 56', { ok: true, value: '+123456' }],
    ['smsLogin', '', { ok: false, error: 'required' }],
  ] as const)('given the %s form and %j should answer %j', (form, input, expected) => {
    expect(validatePhone(input, form)).toEqual(expected);
  });

  it('should accept any Finnish mobile number in every form, written either way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('40', '41', '44', '45', '50'),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom(...phoneForms),
        (area, rest, form) => {
          const expected = { ok: true, value: `+358${area}${rest}` };
          expect(validatePhone(`0${area} ${rest}`, form)).toEqual(expected);
          expect(validatePhone(`+358 ${area} ${rest}`, form)).toEqual(expected);
        },
      ),
    );
  });

  it('should give the same answer for a value it has normalised', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+0-9 ]{0,22}$/), fc.constantFrom(...phoneForms), (input, form) => {
        const first = validatePhone(input, form);
        if (first.ok) expect(validatePhone(first.value, form)).toEqual(first);
      }),
    );
  });
});

describe('telHref', () => {
  it.each([
    ['0303 0303', 'tel:+3583030303'],
    ['010 380 3838', 'tel:+358103803838'],
    ['112', 'tel:112'],
  ])('given %j should link %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
