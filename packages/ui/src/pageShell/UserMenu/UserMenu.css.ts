import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  justifyContent: 'center',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.pill,
  background: vars.color.action.secondary,
  color: vars.color.action.secondaryText,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.action.secondaryHover },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
  },
});

// The name stays for assistive technology on small screens, where only the icon shows.
export const name = style({
  '@media': {
    [media.small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const popover = style({
  minWidth: '12rem',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const menu = style({
  display: 'grid',
  padding: vars.space.xs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.bg.brand, color: vars.color.text.brand },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: `-${vars.space.xxs}` },
  },
});
