import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Sizes of a spinner; the array feeds the recipe, the props type and the story controls at once. */
export const spinnerSizes = ['small', 'medium', 'large'] as const;

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const circle = recipe({
  base: {
    flex: 'none',
    color: vars.color.action.primary,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${turn} 0.9s linear infinite` },
    },
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px' },
      // The specification's icon sizes: 24, and 40 for large.
      medium: { width: vars.size.icon, height: vars.size.icon },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    } satisfies Record<(typeof spinnerSizes)[number], object>,
  },
  defaultVariants: { size: 'medium' },
});

export const track = style({ stroke: vars.color.border.default });

export const visibleLabel = style({ color: vars.color.text.muted });
