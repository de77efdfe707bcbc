import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const relativeTime = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
