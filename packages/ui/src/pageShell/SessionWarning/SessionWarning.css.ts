import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const region = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 10,
  display: 'grid',
  justifyItems: 'center',
  outline: 'none',
  '@media': { [media.medium]: { insetInline: 'auto', insetInlineEnd: vars.space.lg, bottom: vars.space.lg } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '28rem',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.warning}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.bg.warning,
  boxShadow: vars.shadow.lg,
  color: vars.color.text.default,
  selectors: {
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
  },
});

export const content = style({ flex: 1, paddingBlock: vars.space.xs, fontWeight: vars.font.weight.medium });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: `-${vars.space.xxs}` },
  },
});
