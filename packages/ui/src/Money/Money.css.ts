import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const money = style({
  // Digits of equal width, so that amounts in a column line up.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    // A refund or a credit: the sign alone could be missed, so the colour says it too.
    '&[data-sign="negative"]': { color: vars.color.text.success },
  },
});
