import { style } from '@vanilla-extract/css';

export const container = style({ display: 'contents' });
