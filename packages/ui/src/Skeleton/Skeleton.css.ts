import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Shapes of a skeleton; the array feeds the recipe, the props type and the story controls at once. */
export const skeletonShapes = ['rows', 'blocks'] as const;

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = recipe({
  base: { display: 'grid', width: '100%' },
  variants: {
    shape: {
      rows: { gap: vars.space.sm },
      blocks: { gap: vars.space.md },
    } satisfies Record<(typeof skeletonShapes)[number], object>,
  },
});

const bone = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.bg.subtle,
  '@media': {
    // Movement only for those who have not asked for less.
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

/** One line of text standing in; every third is shorter, as real text ends unevenly. */
export const row = style([
  bone,
  {
    height: '1rem',
    selectors: {
      '&:nth-child(3n + 2)': { width: '85%' },
      '&:nth-child(3n)': { width: '65%' },
    },
  },
]);

/** A card standing in: a heading line and two text lines inside a bordered box. */
export const block = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});

export const blockTitle = style([bone, { height: '1.25rem', width: '45%' }]);

export const blockLine = style([
  bone,
  { height: '0.875rem', selectors: { '&:last-child': { width: '70%' } } },
]);
