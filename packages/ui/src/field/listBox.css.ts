import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The open list of a select or a combo box. The popover is portalled to the end of the body, outside
 * the theme's element, so the theme's variables reach only what `ThemeScope` wraps inside it: the look
 * is on the list, and the popover itself only places it.
 */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  display: 'flex',
  outline: 'none',
});

export const listBox = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: '-3px' },
    '&[data-selected]': { fontWeight: vars.font.weight.bold, color: vars.color.text.brand },
    '&[data-disabled]': { color: vars.color.action.disabledText, cursor: 'not-allowed' },
  },
});

export const empty = style({
  padding: vars.space.sm,
  color: vars.color.text.muted,
});

/** The box that opens the list: text at the start, the chevron at the end. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const placeholder = style({
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  color: vars.color.text.default,
});

export const check = style({ flex: 'none', width: '16px', height: '16px' });
