import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const doors = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 1fr', alignItems: 'stretch' } },
});

export const heading = style({ marginBlockEnd: vars.space.lg });
