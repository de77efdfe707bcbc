import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Looks of the options; the array feeds the recipe, the props type and the story controls at once. */
export const radioAppearances = ['plain', 'tile'] as const;

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.sm },
  },
});

export const radio = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.sm,
    color: vars.color.text.default,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.action.disabledText },
    },
  },
  variants: {
    appearance: {
      plain: {},
      // A bordered tile, for few options that deserve a line of explanation each (visit types).
      tile: {
        padding: vars.space.md,
        border: `1px solid ${vars.color.border.strong}`,
        borderRadius: vars.radius.md,
        background: vars.color.bg.surface,
        selectors: {
          '&[data-hovered]': { borderColor: vars.color.text.default },
          '&[data-selected]': {
            borderColor: vars.color.action.primary,
            boxShadow: `inset 0 0 0 1px ${vars.color.action.primary}`,
            background: vars.color.bg.brand,
          },
          '&[data-invalid]': { borderColor: vars.color.border.critical },
        },
      },
    } satisfies Record<(typeof radioAppearances)[number], object>,
  },
  defaultVariants: { appearance: 'plain' },
});

export const dot = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: '50%',
  background: vars.color.bg.surface,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text.default },
    '[data-selected] > &': { borderColor: vars.color.action.primary, borderWidth: '7px' },
    '[data-pressed] > &': { borderColor: vars.color.action.primaryPressed },
    '[data-focus-visible] > &': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    '[data-invalid] > &': { borderColor: vars.color.border.critical },
    '[data-disabled] > &': { background: vars.color.action.disabled, borderColor: vars.color.border.default },
  },
});

export const optionText = style({ display: 'grid', gap: vars.space.xxs, paddingBlockStart: '1px' });

export const optionDescription = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
