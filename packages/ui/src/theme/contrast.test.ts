import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance } from './contrast';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#009bdf', '#ffffff', 3.11],
    ['#df0733', '#ffffff', 4.98],
    ['#3fb6b6', '#ffffff', 2.45],
  ])('given %s on %s, should be %d:1', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });

  it('should not depend on which colour is the text', () => {
    fc.assert(fc.property(hex, hex, (a, b) => contrastRatio(a, b) === contrastRatio(b, a)));
  });

  it('should stay between 1 and 21', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio >= 1 && ratio <= 21;
      }),
    );
  });

  it('given a colour that is not #rrggbb, should throw', () => {
    expect(() => luminance('rgb(0 0 0)')).toThrow('not a #rrggbb colour');
  });
});
