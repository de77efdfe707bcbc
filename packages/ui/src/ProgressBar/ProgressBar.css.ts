import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Tones of the filled part; the array feeds the recipe, the props type and the story controls at once. */
export const progressTones = ['brand', 'success', 'critical'] as const;

export const root = style({ display: 'grid', gap: vars.space.xs, width: '100%' });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const label = style({ fontWeight: vars.font.weight.bold });

export const value = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const bar = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.subtle,
  // The track's edge, so that an empty bar is seen against a light page.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.pill,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: `width ${vars.motion.normal} ease-out` },
    },
  },
  variants: {
    tone: {
      brand: { background: vars.color.action.primary },
      success: { background: vars.color.border.success },
      critical: { background: vars.color.action.critical },
    } satisfies Record<(typeof progressTones)[number], object>,
  },
  defaultVariants: { tone: 'brand' },
});
