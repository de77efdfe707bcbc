import { ageOn, isValidIdentityCode, parseIdentityCode } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONS } from './persons';

describe('the demo persons', () => {
  it('should be the eleven of the list and Lumi, each once', () => {
    expect(DEMO_PERSONS).toHaveLength(12);
    expect(new Set(DEMO_PERSONS.map((person) => person.ssn)).size).toBe(12);
  });

  it.each(DEMO_PERSONS.map((person) => [person.firstName, person.ssn]))(
    '%s should have a valid test identity code (%s)',
    (_name, ssn) => {
      expect(isValidIdentityCode(ssn)).toBe(true);
      expect(parseIdentityCode(ssn).ok).toBe(true);
      expect(Number(ssn.slice(7, 10))).toBeGreaterThanOrEqual(900);
    },
  );

  it.each([
    ['120518A958A', 8],
    ['031111A969W', 15],
    ['221009A9175', 17],
    ['010158-936L', 68],
  ])('on 23 November 2026, %s should be %i years old', (ssn, age) => {
    expect(ageOn(ssn, '2026-11-23')).toBe(age);
  });
});
