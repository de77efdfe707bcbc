import { describe, expect, it } from 'vitest';
import {
  type Code128Bar,
  code128Bars,
  code128C,
  code128Pattern,
  code128QuietZone,
  code128StartC,
  code128Stop,
} from './code128';

/**
 * Reads bars back as a scanner does: the widths of bars and the spaces between them, six to a
 * symbol, each matched to the table, the check symbol verified, the digit pairs joined.
 */
function decode(bars: readonly Code128Bar[]): string {
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    const next = bars[index + 1];
    widths.push(bar.width);
    if (next !== undefined) widths.push(next.x - (bar.x + bar.width));
  });
  const table = new Map(Array.from({ length: 106 }, (_, value) => [code128Pattern(value).join(''), value]));
  const values: number[] = [];
  for (let i = 0; i < widths.length - 7; i += 6) {
    const value = table.get(widths.slice(i, i + 6).join(''));
    if (value === undefined) throw new Error(`unreadable symbol at ${i}`);
    values.push(value);
  }
  expect(widths.slice(-7)).toEqual(code128Pattern(code128Stop));
  const [start, ...rest] = values;
  const check = rest.pop();
  expect(start).toBe(code128StartC);
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start ?? 0);
  expect(check).toBe(sum % 103);
  return rest.map((value) => String(value).padStart(2, '0')).join('');
}

describe('the Code 128 table', () => {
  const values = Array.from({ length: 107 }, (_, value) => value);

  it('should give every symbol 11 modules, the stop 13', () => {
    for (const value of values) {
      const modules = code128Pattern(value).reduce((a, b) => a + b, 0);
      expect(modules).toBe(value === code128Stop ? 13 : 11);
    }
  });

  it('should give every symbol an even number of bar modules, as the standard requires', () => {
    for (const value of values.slice(0, 106)) {
      const bars = code128Pattern(value).filter((_, index) => index % 2 === 0);
      expect(bars.reduce((a, b) => a + b, 0) % 2).toBe(0);
    }
  });

  it('should give no two symbols the same pattern', () => {
    expect(new Set(values.map((value) => code128Pattern(value).join(''))).size).toBe(107);
  });
});

describe('code128C', () => {
  it('should encode 1234 as start C, 12, 34, the check 82 and the stop', () => {
    expect(code128C('1234')).toEqual({ ok: true, value: [105, 12, 34, 82, 106] });
  });

  it.each(['', '123', '12a4', '12 34'])('should refuse %j', (digits) => {
    expect(code128C(digits)).toEqual({ ok: false, error: 'format' });
  });
});

describe('code128Bars', () => {
  const virtual = '479440520200360820000489000000000000000001002036261231';

  it('should draw a virtual barcode that reads back as its 54 digits', () => {
    const drawn = code128Bars(virtual);
    if (!drawn.ok) throw new Error('not drawn');
    expect(decode(drawn.value.bars)).toBe(virtual);
    // 27 pairs, start and check of 11 modules, the stop of 13, a quiet zone on each side.
    expect(drawn.value.modules).toBe(29 * 11 + 13 + 2 * code128QuietZone);
    expect(drawn.value.bars[0]?.x).toBe(code128QuietZone);
  });

  it('should start with the start-C pattern 211232 and end with the stop 2331112', () => {
    const drawn = code128Bars('00');
    if (!drawn.ok) throw new Error('not drawn');
    const [first, second] = drawn.value.bars;
    expect(first).toEqual({ x: 10, width: 2 });
    expect(second).toEqual({ x: 13, width: 1 });
    const last = drawn.value.bars.at(-1);
    expect(last).toEqual({ x: drawn.value.modules - code128QuietZone - 2, width: 2 });
  });
});
