import { describe, expect, it } from 'vitest';
import { reasonForVisitCounter, validateReasonForVisit } from './reason-for-visit';
import {
  validateGuardianName,
  validatePersonName,
  validatePostOffice,
  validateStreetAddress,
  validateZipCode,
} from './text';

describe('validateZipCode', () => {
  it.each([
    ['00100', { ok: true, value: '00100' }],
    [' 33100 ', { ok: true, value: '33100' }],
    ['', { ok: false, error: 'required' }],
    ['0010', { ok: false, error: 'format' }],
    ['001000', { ok: false, error: 'format' }],
    ['00 100', { ok: false, error: 'format' }],
    ['FI-00100', { ok: false, error: 'format' }],
  ])('given %j should answer %j', (input, expected) => {
    expect(validateZipCode(input)).toEqual(expected);
  });
});

describe.each([
  ['validateStreetAddress', validateStreetAddress, 2, 30],
  ['validatePostOffice', validatePostOffice, 2, 30],
  ['validatePersonName', validatePersonName, 2, 50],
  ['validateGuardianName', validateGuardianName, 1, 40],
])('%s', (_, validate, min, max) => {
  it(`should accept ${min} to ${max} characters, trimmed`, () => {
    expect(validate(` ${'ä'.repeat(min)} `)).toEqual({ ok: true, value: 'ä'.repeat(min) });
    expect(validate('ö'.repeat(max))).toEqual({ ok: true, value: 'ö'.repeat(max) });
  });

  it.each([
    ['a tab', 'Koe\tkatu'],
    ['a line break', 'Koe\nkatu'],
    ['a NUL byte', 'Koe\u0000katu'],
    ['an escape', 'Koe\u001bkatu'],
    ['a C1 control', 'Koe\u0085katu'],
  ])('should refuse a text with %s inside', (_case, input) => {
    expect(validate(input)).toEqual({ ok: false, error: 'controlCharacter' });
  });

  it('should refuse blank, too short and too long', () => {
    expect(validate('  ')).toEqual({ ok: false, error: 'required' });
    if (min > 1) expect(validate('a'.repeat(min - 1))).toEqual({ ok: false, error: 'tooShort' });
    expect(validate('a'.repeat(max + 1))).toEqual({ ok: false, error: 'tooLong' });
  });
});

describe('reasonForVisitCounter', () => {
  it.each([
    ['', { length: 0, max: 300, exceeded: false }],
    ['Kurkku kipeä', { length: 12, max: 300, exceeded: false }],
    ['😷'.repeat(300), { length: 300, max: 300, exceeded: false }],
    ['a'.repeat(301), { length: 301, max: 300, exceeded: true }],
  ])('given %#: should show %j', (text, expected) => {
    expect(reasonForVisitCounter(text)).toEqual(expected);
  });
});

describe('validateReasonForVisit', () => {
  it('should accept nothing and up to 300 characters', () => {
    expect(validateReasonForVisit('')).toEqual({ ok: true, value: '' });
    expect(validateReasonForVisit(' Selkä \n')).toEqual({ ok: true, value: 'Selkä' });
    expect(validateReasonForVisit('x'.repeat(300)).ok).toBe(true);
  });

  it('should refuse 301 characters', () => {
    expect(validateReasonForVisit('x'.repeat(301))).toEqual({ ok: false, error: 'tooLong' });
  });
});
