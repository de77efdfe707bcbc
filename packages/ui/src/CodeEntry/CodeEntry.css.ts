import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
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
  color: vars.color.text.default,
  background: vars.color.bg.page,
  border: `2px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: vars.focusRing, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.border.critical, background: vars.color.bg.critical },
    '&[readonly]': { color: vars.color.text.muted },
  },
});
