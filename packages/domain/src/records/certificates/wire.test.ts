import { describe, expect, it } from 'vitest';
import { isListedCertificate, sickLeaveDays } from './wire';

describe('isListedCertificate', () => {
  it.each([
    ['2021-12-31', false],
    ['2022-01-01', true],
    ['2026-11-20', true],
  ])('a certificate of %s is listed: %s', (day, expected) => {
    expect(isListedCertificate(day)).toBe(expected);
  });
});

describe('sickLeaveDays', () => {
  it('should count both ends', () => {
    expect(sickLeaveDays('2026-03-02', '2026-03-02')).toBe(1);
    expect(sickLeaveDays('2026-03-02', '2026-03-06')).toBe(5);
  });

  it('should count across the change to summer time', () => {
    expect(sickLeaveDays('2026-03-28', '2026-03-30')).toBe(3);
  });
});
