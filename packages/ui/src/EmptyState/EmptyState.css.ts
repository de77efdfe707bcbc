import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  textAlign: 'center',
});

export const picture = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  color: vars.color.text.brand,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0, maxWidth: '36rem', color: vars.color.text.muted });

export const action = style({ paddingBlockStart: vars.space.sm });
