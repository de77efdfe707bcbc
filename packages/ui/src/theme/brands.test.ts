import { brandIds } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './brands';
import { contrastRatio } from './contrast';
import type { ThemeTokens } from './tokens';

type Colors = ThemeTokens['color'];
type Pick2<G extends keyof Colors> = `${G & string}.${keyof Colors[G] & string}`;
type ColorPath = { [G in keyof Colors]: Pick2<G> }[keyof Colors];

function colorOf(tokens: ThemeTokens, path: ColorPath): string {
  const [group, name] = path.split('.') as [keyof Colors, string];
  return (tokens.color[group] as Record<string, string>)[name] as string;
}

const backgrounds = ['bg.page', 'bg.surface', 'bg.subtle'] as const satisfies readonly ColorPath[];

// WCAG AA: 4.5:1 for text, 3:1 for the lines that show a control's shape or state (1.4.11).
const textOnBackgrounds: readonly ColorPath[] = [
  'text.default',
  'text.muted',
  'text.link',
  'text.linkHover',
  'text.brand',
  'text.critical',
  'text.success',
  'text.warning',
  'text.info',
];
const linesOnBackgrounds: readonly ColorPath[] = [
  'border.strong',
  'border.focus',
  'border.info',
  'border.success',
  'border.warning',
  'border.critical',
];
const textOnFills: readonly (readonly [ColorPath, ColorPath])[] = [
  ['text.default', 'bg.brand'],
  ['text.default', 'bg.info'],
  ['text.default', 'bg.success'],
  ['text.default', 'bg.warning'],
  ['text.default', 'bg.critical'],
  ['text.critical', 'bg.critical'],
  ['text.link', 'bg.brand'],
  ['text.link', 'bg.info'],
  ['action.primaryText', 'action.primary'],
  ['action.primaryText', 'action.primaryHover'],
  ['action.primaryText', 'action.primaryPressed'],
  ['action.secondaryText', 'action.secondary'],
  ['action.secondaryText', 'action.secondaryHover'],
  ['action.criticalText', 'action.critical'],
  ['action.criticalText', 'action.criticalHover'],
  ['action.disabledText', 'action.disabled'],
  ['text.inverse', 'action.primary'],
];

describe.each(brandIds)('given the %s brand', (brand) => {
  const tokens = brandTokens[brand];

  describe.each(backgrounds)('on %s', (background) => {
    it.each(textOnBackgrounds)('%s should reach 4.5:1', (text) => {
      expect(contrastRatio(colorOf(tokens, text), colorOf(tokens, background))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(linesOnBackgrounds)('%s should reach 3:1', (line) => {
      expect(contrastRatio(colorOf(tokens, line), colorOf(tokens, background))).toBeGreaterThanOrEqual(3);
    });
  });

  it.each(textOnFills)('%s on %s should reach 4.5:1', (text, fill) => {
    expect(contrastRatio(colorOf(tokens, text), colorOf(tokens, fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring should be drawn in border.focus', () => {
    expect(tokens.focus.ring).toContain(tokens.color.border.focus);
  });
});

describe('the brands', () => {
  it('should be led by their own brand colour', () => {
    expect(brandTokens.general.color.accent.brand).toBe('#009bdf');
    expect(brandTokens.children.color.accent.brand).toBe('#3fb6b6');
  });
});
