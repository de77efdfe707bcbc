import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weight.bold,
});

export const boxes = style({
  display: 'flex',
  gap: vars.space.sm,
});

export const box = style({
  inlineSize: '3rem',
  blockSize: '3.5rem',
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontFamily: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
  background: vars.color.bg.surface,
  // border.strong, not the divider colour: an input's edge must reach 3:1 (WCAG 1.4.11).
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    '&[data-invalid]': { borderColor: vars.color.border.critical, background: vars.color.bg.critical },
    '&[readonly]': { color: vars.color.text.muted, background: vars.color.bg.subtle },
  },
});
