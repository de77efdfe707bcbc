import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderInlineStart: `6px solid ${vars.color.border.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.critical,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const text = style({ margin: 0, maxWidth: '40rem' });

export const action = style({ paddingBlockStart: vars.space.sm });
