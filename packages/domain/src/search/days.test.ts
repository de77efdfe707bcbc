import { describe, expect, it } from 'vitest';
import { dayToShow, groupByDay, timePlace } from './days';

const at = (id: number, startDate: string) => ({ id, startDate });

describe('groupByDay', () => {
  it('should put each time under its Helsinki day, in the list order', () => {
    const groups = groupByDay([
      at(1, '2026-11-24T06:00:00Z'),
      at(2, '2026-11-24T14:00:00Z'),
      // 00.30 on the 25th in Helsinki, though still the 24th in UTC.
      at(3, '2026-11-24T22:30:00Z'),
      at(4, '2026-11-28T08:00:00Z'),
    ]);
    expect(groups.map(({ date, appointments }) => [date, appointments.map((a) => a.id)])).toEqual([
      ['2026-11-24', [1, 2]],
      ['2026-11-25', [3]],
      ['2026-11-28', [4]],
    ]);
  });

  it('should give one heading to a day that a later page continues', () => {
    const groups = groupByDay([at(1, '2026-11-24T06:00:00Z'), at(2, '2026-11-24T07:00:00Z')]);
    expect(groups).toHaveLength(1);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('dayToShow', () => {
  const groups = groupByDay([
    at(1, '2026-11-24T06:00:00Z'),
    at(2, '2026-11-27T06:00:00Z'),
    at(3, '2026-11-29T06:00:00Z'),
  ]);

  it('should name the first day on or after the chosen start when earlier days come first', () => {
    expect(dayToShow(groups, '2026-11-28')).toBe('2026-11-29');
    expect(dayToShow(groups, '2026-11-27')).toBe('2026-11-27');
  });

  it('should name none when the list starts at the chosen day or has nothing after it', () => {
    expect(dayToShow(groups, '2026-11-24')).toBeNull();
    expect(dayToShow(groups, '2026-11-20')).toBeNull();
    expect(dayToShow(groups, '2026-11-30')).toBeNull();
  });
});

describe('timePlace', () => {
  it('should say remote for a remote time, wherever its clinic', () => {
    expect(timePlace({ isRemote: true, clinicId: 'A' }, ['B'])).toBe('remote');
  });

  it('should say nearby for a clinic the person did not choose', () => {
    expect(timePlace({ isRemote: false, clinicId: 'ESP' }, ['HKI'])).toBe('nearbyClinic');
    expect(timePlace({ isRemote: false, clinicId: 'HKI' }, ['HKI'])).toBe('clinic');
  });

  it('should say clinic for every clinic when none is chosen', () => {
    expect(timePlace({ isRemote: false, clinicId: 'ESP' }, [])).toBe('clinic');
  });
});
