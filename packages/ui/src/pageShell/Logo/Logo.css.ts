import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

// The height is fixed at the large icon size; the width follows the brand's proportion.
export const mark = style({ display: 'block', height: vars.size.iconLarge, width: 'auto' });

export const band = style({ fill: vars.color.accent.brand });
export const dot = style({ fill: vars.color.accent.highlight });

export const name = style({
  color: vars.color.text.brand,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
});
