import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Looks of the tab row; the array feeds the recipe, the props type and the story controls at once. */
export const tabsAppearances = ['line', 'pill'] as const;

export const root = style({ display: 'grid', gap: vars.space.md });

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xs,
    // A long row scrolls sideways on small screens instead of wrapping under itself.
    overflowX: 'auto',
    scrollbarWidth: 'thin',
  },
  variants: {
    appearance: {
      line: { borderBottom: `1px solid ${vars.color.border.default}` },
      // Pills wrap onto a second row rather than scroll: on a phone a scrolled row hides its last
      // tab (the evening) with nothing to say it is there.
      pill: {
        flexWrap: 'wrap' as const,
        overflowX: 'visible' as const,
        padding: vars.space.xxs,
        borderRadius: vars.radius.lg,
        background: vars.color.bg.subtle,
        width: 'fit-content',
        maxWidth: '100%',
      },
    } satisfies Record<(typeof tabsAppearances)[number], object>,
  },
  defaultVariants: { appearance: 'line' },
});

export const trigger = recipe({
  base: {
    flex: 'none',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: 0,
    background: 'transparent',
    color: vars.color.text.muted,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text.default },
      '&[data-state="active"]': { color: vars.color.text.brand, fontWeight: vars.font.weight.bold },
      '&[data-disabled]': { color: vars.color.action.disabledText, cursor: 'not-allowed' },
      '&:focus-visible': { outline: vars.focus.ring, outlineOffset: '-3px' },
    },
  },
  variants: {
    appearance: {
      line: {
        // The bar overlaps the row's line, so the active tab reads as joined to its panel.
        marginBottom: '-1px',
        borderBottom: '3px solid transparent',
        selectors: {
          '&[data-state="active"]': { borderBottomColor: vars.color.border.brand },
        },
      },
      pill: {
        // Wrapped pills share their rows' width; in one row they take only their own.
        flex: '1 0 auto',
        borderRadius: vars.radius.pill,
        selectors: {
          '&[data-state="active"]': {
            background: vars.color.action.primary,
            color: vars.color.action.primaryText,
          },
        },
      },
    } satisfies Record<(typeof tabsAppearances)[number], object>,
  },
  defaultVariants: { appearance: 'line' },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
  },
});
