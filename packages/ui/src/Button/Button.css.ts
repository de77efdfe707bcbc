import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/tokens.css';

/** Looks of a button; the array feeds the recipe and the props type at once. */
export const buttonVariants = ['primary', 'secondary'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: vars.focusRing, outlineOffset: '2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-busy]': { cursor: 'progress', opacity: 0.8 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.bg.action,
        color: vars.color.text.inverse,
        selectors: {
          '&[data-hovered]:not([data-busy])': { background: vars.color.bg.actionHover },
          '&[data-pressed]': { background: vars.color.bg.actionHover },
        },
      },
      secondary: {
        background: vars.color.bg.page,
        color: vars.color.text.link,
        borderColor: 'currentColor',
        selectors: {
          '&[data-hovered]:not([data-busy])': { background: vars.color.bg.subtle },
          '&[data-pressed]': { background: vars.color.bg.subtle },
        },
      },
    } satisfies Record<(typeof buttonVariants)[number], object>,
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;
