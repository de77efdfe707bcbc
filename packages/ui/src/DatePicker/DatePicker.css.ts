import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const calendar = style({
  display: 'grid',
  gap: vars.space.sm,
  width: 'fit-content',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});

/** Inside the picker's popover the calendar is the box itself, with a shadow to lift it. */
export const inPopover = style({ boxShadow: vars.shadow.md, borderColor: vars.color.border.strong });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const month = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textTransform: 'capitalize',
});

export const navButton = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.link,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.action.disabledText, cursor: 'not-allowed' },
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: vars.size.touchTarget,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
});

export const cell = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  margin: '2px',
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: '1px' },
    // Today is ringed, so that a person knows where they are in the month.
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}` },
    // A day with free times: a bar under the number in the brand colour, and bolder digits.
    '&[data-available]': { fontWeight: vars.font.weight.bold, color: vars.color.text.brand },
    '&[data-available]::after': {
      content: '""',
      position: 'absolute',
      insetInline: '12px',
      insetBlockEnd: '5px',
      height: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.border.brand,
    },
    '&[data-unavailable], &[data-disabled]': {
      color: vars.color.action.disabledText,
      textDecoration: 'line-through',
      cursor: 'default',
    },
    '&[data-selected]': {
      background: vars.color.action.primary,
      color: vars.color.action.primaryText,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-selected]::after': { background: vars.color.action.primaryText },
  },
});

export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const legendMark = style({
  width: '16px',
  height: '3px',
  borderRadius: vars.radius.pill,
  background: vars.color.border.brand,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const triggerValue = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const icon = style({ flex: 'none', width: '20px', height: '20px', color: vars.color.text.default });

export const dialog = style({ outline: 'none' });
