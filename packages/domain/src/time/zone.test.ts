import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helsinkiDayBounds } from './range';
import { helsinkiDate, helsinkiInstant, helsinkiIsoDate, helsinkiOffsetMinutes, helsinkiParts } from './zone';

const at = (iso: string) => new Date(iso);
const anyInstant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2060-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('helsinkiParts and helsinkiOffsetMinutes', () => {
  it.each([
    ['2025-01-15T10:00:00Z', '2025-01-15 12:00', 120],
    ['2025-07-15T10:00:00Z', '2025-07-15 13:00', 180],
    // Spring: the last Sunday of March, 03:00 becomes 04:00 at 01:00 UTC.
    ['2025-03-30T00:59:00Z', '2025-03-30 02:59', 120],
    ['2025-03-30T01:00:00Z', '2025-03-30 04:00', 180],
    // Autumn: the last Sunday of October, 04:00 becomes 03:00 at 01:00 UTC.
    ['2025-10-26T00:59:00Z', '2025-10-26 03:59', 180],
    ['2025-10-26T01:00:00Z', '2025-10-26 03:00', 120],
    ['2025-12-31T22:00:00Z', '2026-01-01 00:00', 120],
  ])('at %s Helsinki should read %s (UTC+%i min)', (instant, wall, offset) => {
    const p = helsinkiParts(at(instant));
    const two = (n: number) => String(n).padStart(2, '0');
    expect(`${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`).toBe(wall);
    expect(helsinkiOffsetMinutes(at(instant))).toBe(offset);
  });
});

describe('helsinkiIsoDate', () => {
  it('should give the Helsinki date, not the UTC one, around midnight', () => {
    expect(helsinkiIsoDate(at('2025-03-29T22:30:00Z'))).toBe('2025-03-30');
    expect(helsinkiIsoDate(at('2025-03-29T21:59:00Z'))).toBe('2025-03-29');
  });
});

describe('helsinkiInstant', () => {
  it.each([
    ['2025-01-15', 12, 0, '2025-01-15T10:00:00.000Z'],
    ['2025-03-30', 0, 0, '2025-03-29T22:00:00.000Z'],
    ['2025-03-30', 2, 30, '2025-03-30T00:30:00.000Z'],
    // 03:30 does not exist on the spring day; read with the winter offset it is 04:30 on the clock.
    ['2025-03-30', 3, 30, '2025-03-30T01:30:00.000Z'],
    ['2025-03-30', 4, 0, '2025-03-30T01:00:00.000Z'],
    // 03:30 happens twice on the autumn day; the first is meant.
    ['2025-10-26', 3, 30, '2025-10-26T00:30:00.000Z'],
    ['2025-10-26', 4, 0, '2025-10-26T02:00:00.000Z'],
  ] as const)('given %s %i:%i should be %s', (date, hour, minute, expected) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    expect(helsinkiInstant({ year, month, day }, hour, minute).toISOString()).toBe(expected);
  });

  it('should give back any instant from its own wall-clock reading, but for the repeated autumn hour', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const whole = new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
        const p = helsinkiParts(whole);
        const back = helsinkiInstant(p, p.hour, p.minute);
        const repeated = helsinkiOffsetMinutes(whole) === 120 && helsinkiOffsetMinutes(back) === 180;
        expect(repeated ? back.getTime() + 3_600_000 : back.getTime()).toBe(whole.getTime());
      }),
    );
  });
});

describe('helsinkiDayBounds', () => {
  it.each([
    ['2025-03-29', '2025-03-28T22:00:00.000Z', '2025-03-29T22:00:00.000Z', 24],
    ['2025-03-30', '2025-03-29T22:00:00.000Z', '2025-03-30T21:00:00.000Z', 23],
    ['2025-10-26', '2025-10-25T21:00:00.000Z', '2025-10-26T22:00:00.000Z', 25],
    ['2025-10-27', '2025-10-26T22:00:00.000Z', '2025-10-27T22:00:00.000Z', 24],
  ])('given %s should run from %s to %s (%i hours)', (date, start, end, hours) => {
    const bounds = helsinkiDayBounds(date);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.end.toISOString()).toBe(end);
    expect((bounds.end.getTime() - bounds.start.getTime()) / 3_600_000).toBe(hours);
  });

  it('should hold every instant within the bounds of its own Helsinki day', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const { start, end } = helsinkiDayBounds(helsinkiDate(instant));
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(end.getTime()).toBeGreaterThan(instant.getTime());
        expect(helsinkiParts(start)).toMatchObject({ hour: 0, minute: 0 });
      }),
    );
  });

  it('should throw for a date that does not exist', () => {
    expect(() => helsinkiDayBounds('2025-02-29')).toThrow(RangeError);
  });
});
