import { style } from '@vanilla-extract/css';

export const dateText = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
