import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xs });

/** The label, which react-aria makes the whole pressable area (at least a touch target high). */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.action.disabledText },
  },
});

export const box = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
  color: vars.color.action.primaryText,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text.default },
    [`${checkbox}:is([data-selected], [data-indeterminate]) &`]: {
      background: vars.color.action.primary,
      borderColor: vars.color.action.primary,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.action.primaryPressed },
    [`${checkbox}[data-focus-visible] &`]: { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-invalid]:is([data-selected], [data-indeterminate]) &`]: {
      background: vars.color.action.critical,
      borderColor: vars.color.action.critical,
    },
    [`${checkbox}[data-disabled] &`]: {
      background: vars.color.action.disabled,
      borderColor: vars.color.border.default,
      color: vars.color.action.disabledText,
    },
  },
});

export const mark = style({ width: '16px', height: '16px' });

export const text = style({ paddingBlockStart: '1px' });

/** The error lines up with the words, not the box. */
export const errorLine = style({
  margin: 0,
  marginInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
});
