import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Looks of a button; the array feeds the recipe, the props type and the story controls at once. */
export const buttonVariants = ['primary', 'secondary', 'critical'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
      // Disabled looks the same in every variant: a flat grey that still reads (not a faded brand colour).
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.action.disabled,
        borderColor: vars.color.action.disabled,
        color: vars.color.action.disabledText,
      },
      '&[data-busy]': { cursor: 'progress' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': { transition: `background-color ${vars.motion.fast}` },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.action.primary,
        color: vars.color.action.primaryText,
        selectors: {
          '&[data-hovered]:not([data-busy], [data-disabled])': { background: vars.color.action.primaryHover },
          '&[data-pressed], &[data-busy]': { background: vars.color.action.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.action.secondary,
        color: vars.color.action.secondaryText,
        borderColor: 'currentColor',
        selectors: {
          '&[data-hovered]:not([data-busy], [data-disabled]), &[data-pressed], &[data-busy]': {
            background: vars.color.action.secondaryHover,
          },
        },
      },
      critical: {
        background: vars.color.action.critical,
        color: vars.color.action.criticalText,
        selectors: {
          '&[data-hovered]:not([data-busy], [data-disabled]), &[data-pressed], &[data-busy]': {
            background: vars.color.action.criticalHover,
          },
        },
      },
    } satisfies Record<(typeof buttonVariants)[number], object>,
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
