import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** Looks of a card; the array feeds the recipe, the props type and the story controls at once. */
export const cardVariants = ['elevated', 'outlined', 'brand'] as const;

export const card = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    color: vars.color.text.default,
    '@media': {
      [media.medium]: { padding: vars.space.lg },
    },
  },
  variants: {
    variant: {
      elevated: {
        background: vars.color.bg.surface,
        boxShadow: vars.shadow.sm,
        border: `1px solid ${vars.color.border.default}`,
      },
      outlined: { background: vars.color.bg.surface, border: `1px solid ${vars.color.border.strong}` },
      // A highlighted card (the next appointment, a permit granted): the brand tint and edge.
      brand: { background: vars.color.bg.brand, border: `1px solid ${vars.color.border.brand}` },
    } satisfies Record<(typeof cardVariants)[number], object>,
  },
  defaultVariants: { variant: 'elevated' },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ display: 'grid', gap: vars.space.xs, color: vars.color.text.default });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});
