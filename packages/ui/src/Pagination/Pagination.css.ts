import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.link,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle, color: vars.color.text.linkHover },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    '&[data-current]': {
      background: vars.color.action.primary,
      color: vars.color.action.primaryText,
      fontWeight: vars.font.weight.bold,
      cursor: 'default',
    },
    '&[data-disabled]': {
      color: vars.color.action.disabledText,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});

export const gap = style({ minWidth: vars.size.icon, textAlign: 'center', color: vars.color.text.muted });

export const status = style({
  paddingInline: vars.space.sm,
  color: vars.color.text.default,
  whiteSpace: 'nowrap',
});

export const icon = style({ width: '20px', height: '20px' });
