import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * The parts every form field shares (label, description, error, the box), so that a text field, a text
 * area, a select and a date picker line up and read alike.
 */

/** Widths of a field's box; the array feeds the recipe, the props type and the story controls at once. */
export const fieldWidths = ['full', 'medium', 'short'] as const;
/** How wide a field's box is: the whole column, about twenty characters, or a few (a postal code). */
export type FieldWidth = (typeof fieldWidths)[number];

/** The field: label, description, error and box stacked. */
export const fieldRoot = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  selectors: {
    // The mark is drawn, not written: screen readers hear "required" from aria-required instead.
    [`${fieldRoot}[data-required] > &::after`]: {
      content: '" *"',
      color: vars.color.text.critical,
    },
  },
});

export const description = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const errorText = style({
  color: vars.color.text.critical,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  // A bar beside the message, so that the error does not rest on colour alone (WCAG 1.4.1).
  borderInlineStart: `4px solid ${vars.color.border.critical}`,
  paddingInlineStart: vars.space.sm,
});

/** The box a person types or picks in. States come from react-aria's data attributes. */
export const fieldBox = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
    color: vars.color.text.default,
    font: 'inherit',
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.text.default },
      '&[data-focus-visible], &[data-focused]': { outline: vars.focus.ring, outlineOffset: '0' },
      // Two pixels, not just red: the invalid box differs from a valid one in shape too.
      '&[data-invalid], [data-invalid] > &': {
        borderColor: vars.color.border.critical,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.critical}`,
      },
      '&[data-disabled]': {
        background: vars.color.action.disabled,
        color: vars.color.action.disabledText,
        borderColor: vars.color.border.default,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    width: {
      full: {},
      medium: { maxWidth: '20rem' },
      short: { maxWidth: '8rem' },
    } satisfies Record<(typeof fieldWidths)[number], object>,
  },
  defaultVariants: { width: 'full' },
});
