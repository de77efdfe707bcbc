import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCharacter, checkCharacters } from './check-character';
import { ageOn, obfuscateIdentityCode, parseIdentityCode } from './identity-code';

const signs = {
  1800: ['+'],
  1900: ['-', 'Y', 'X', 'W', 'V', 'U'],
  2000: ['A', 'B', 'C', 'D', 'E', 'F'],
} as const;
const two = (n: number) => String(n).padStart(2, '0');

/** Any valid code: a real date of 1800-2099, a sign of its century, an individual number, its check. */
const validCode = fc
  .record({
    date: fc.date({
      min: new Date('1800-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    individual: fc.integer({ min: 2, max: 999 }),
    pick: fc.nat(),
  })
  .map(({ date, individual, pick }) => {
    const year = date.getUTCFullYear();
    const century = (Math.floor(year / 100) * 100) as 1800 | 1900 | 2000;
    const options = signs[century];
    const sign = options[pick % options.length];
    const nine = `${two(date.getUTCDate())}${two(date.getUTCMonth() + 1)}${two(year % 100)}${String(individual).padStart(3, '0')}`;
    return {
      code: `${nine.slice(0, 6)}${sign}${nine.slice(6)}${checkCharacter(nine)}`,
      birthDate: date.toISOString().slice(0, 10),
    };
  });

describe('parseIdentityCode', () => {
  describe('given the demo persons of decisions.md §5', () => {
    it.each([
      ['150385-9024', '1985-03-15', 'female'],
      // The gender follows the rule (958 is even), whatever the demo name suggests.
      ['120518A958A', '2018-05-12', 'female'],
      ['031111A969W', '2011-11-03', 'male'],
      ['221009A9175', '2009-10-22', 'male'],
      ['150385-913F', '1985-03-15', 'male'],
      ['090699-982V', '1999-06-09', 'female'],
      ['010158-936L', '1958-01-01', 'female'],
      ['280275-971B', '1975-02-28', 'male'],
      ['200956-9475', '1956-09-20', 'male'],
      ['300870-993W', '1970-08-30', 'male'],
      ['040790-9259', '1990-07-04', 'male'],
    ])('should accept %s, born %s, %s, as a test code', (code, birthDate, gender) => {
      expect(parseIdentityCode(code, { allowDevelopmentCodes: false })).toEqual({
        ok: true,
        value: {
          code,
          birthDate,
          gender,
          individualNumber: code.slice(7, 10),
          isTestCode: true,
          isDevelopmentCode: false,
        },
      });
    });
  });

  describe('given other valid codes', () => {
    it.each([
      ['  150385-9024 ', '150385-9024', '1985-03-15'],
      ['120518a958a', '120518A958A', '2018-05-12'],
      ['010100+101P', '010100+101P', '1800-01-01'],
      ['290200A002C', '290200A002C', '2000-02-29'],
      ['150385Y9024', '150385Y9024', '1985-03-15'],
    ])('should read %j as %s born %s', (input, code, birthDate) => {
      expect(parseIdentityCode(input)).toMatchObject({ ok: true, value: { code, birthDate } });
    });

    it('should tell an ordinary individual number from a test one', () => {
      expect(parseIdentityCode('010100+101P')).toMatchObject({
        value: { isTestCode: false, gender: 'male' },
      });
    });
  });

  describe('given an invalid code', () => {
    it.each([
      ['', 'required'],
      ['   ', 'required'],
      ['150385-90240', 'tooLong'],
      ['150385-902', 'format'],
      ['150385*9024', 'format'],
      ['150385-9G24', 'format'],
      ['150385-902G', 'format'],
      ['150385-902I', 'format'],
      ['15a385-9024', 'format'],
      ['320185-9024', 'date'],
      ['001385-9024', 'date'],
      ['150085-9024', 'date'],
      ['290201A0024', 'date'],
      ['290200-002C', 'date'],
      ['150385-9025', 'checkCharacter'],
      ['150385-9034', 'checkCharacter'],
    ])('should refuse %j with %s', (input, error) => {
      expect(parseIdentityCode(input)).toEqual({ ok: false, error });
    });
  });

  describe('given today', () => {
    it('should refuse a birth date after it, e.g. 2095', () => {
      expect(parseIdentityCode('010195A433X')).toMatchObject({ ok: true });
      expect(parseIdentityCode('010195A433X', { today: '2026-11-29' })).toEqual({ ok: false, error: 'date' });
    });

    it('should accept one born today and refuse one born tomorrow', () => {
      const bornToday = `291126A001${checkCharacter('291126001')}`;
      const bornTomorrow = `301126A001${checkCharacter('301126001')}`;
      expect(parseIdentityCode(bornToday, { today: '2026-11-29' })).toMatchObject({ ok: true });
      expect(parseIdentityCode(bornTomorrow, { today: '2026-11-29' })).toEqual({ ok: false, error: 'date' });
    });
  });

  describe('given a development-style code', () => {
    it('should accept it unless the flag is false', () => {
      expect(parseIdentityCode('010190-TE1X')).toMatchObject({
        ok: true,
        value: { birthDate: '1990-01-01', gender: 'male', isTestCode: true, isDevelopmentCode: true },
      });
      expect(parseIdentityCode('010190-TE2X', { allowDevelopmentCodes: true })).toMatchObject({
        value: { gender: 'female' },
      });
      expect(parseIdentityCode('010190-TE1X', { allowDevelopmentCodes: false })).toEqual({
        ok: false,
        error: 'format',
      });
    });

    it.each(['010190-T11X', '010190-TEEX', '010190-1E1X', '010190-TE1G', '310290-TE1X'])(
      'should still refuse %s',
      (code) => {
        expect(parseIdentityCode(code).ok).toBe(false);
      },
    );
  });

  describe('properties', () => {
    it('should accept any generated valid code with its birth date and check character', () => {
      fc.assert(
        fc.property(validCode, ({ code, birthDate }) => {
          const result = parseIdentityCode(code, { allowDevelopmentCodes: false });
          expect(result).toMatchObject({ ok: true, value: { code, birthDate } });
          expect(code.at(-1)).toBe(checkCharacter(code.slice(0, 6) + code.slice(7, 10)));
        }),
      );
    });

    it('should refuse any single-character change outside the century sign', () => {
      const alphabet = [...new Set(`${checkCharacters}GIOQZ+-*`)];
      fc.assert(
        fc.property(
          validCode,
          fc.integer({ min: 0, max: 10 }).filter((i) => i !== 6),
          fc.constantFrom(...alphabet),
          ({ code }, index, char) => {
            fc.pre(code[index] !== char);
            const changed = code.slice(0, index) + char + code.slice(index + 1);
            expect(parseIdentityCode(changed, { allowDevelopmentCodes: false }).ok).toBe(false);
          },
        ),
      );
    });

    it('should move the birth date by whole centuries when only the century sign changes', () => {
      fc.assert(
        fc.property(validCode, fc.constantFrom('+', '-', 'Y', 'U', 'A', 'F'), ({ code }, sign) => {
          const before = parseIdentityCode(code);
          const after = parseIdentityCode(code.slice(0, 6) + sign + code.slice(7));
          if (!before.ok) throw new Error('generated code must be valid');
          if (after.ok) expect(after.value.birthDate.slice(2)).toBe(before.value.birthDate.slice(2));
          else expect(after.error).toBe('date');
        }),
      );
    });
  });
});

describe('ageOn', () => {
  it.each([
    ['150385-9024', '2025-03-14', 39],
    ['150385-9024', '2025-03-15', 40],
    ['120518A958A', '2026-11-22', 8],
    ['031111A969W', '2026-11-22', 15],
    ['221009A9175', '2026-11-22', 17],
    ['010158-936L', '2026-11-22', 68],
    ['290200A002C', '2001-02-28', 0],
    ['290200A002C', '2001-03-01', 1],
    ['150385-9025', '2025-03-15', null],
    ['150385-9024', '15.3.2025', null],
  ])('given %s on %s should be %j', (code, date, expected) => {
    expect(ageOn(code, date)).toBe(expected);
  });
});

describe('obfuscateIdentityCode', () => {
  it.each([
    ['150385-9024', '150385-****'],
    [' 120518a958a', '120518A****'],
    ['1503', '****'],
    ['', ''],
  ])('given %j should show %j', (code, expected) => {
    expect(obfuscateIdentityCode(code)).toBe(expected);
  });
});
