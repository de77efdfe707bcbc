import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The success mark and the heading, side by side. */
export const hero = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const mark = style({ flex: 'none', width: '48px', height: '48px', color: vars.color.text.success });

/** A part of the confirmation under its own heading: what next, if you cannot come. */
export const part = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
});

export const partHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const partText = style({ margin: 0 });
