import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'grid', gap: vars.space.md });

export const liftUps = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const text = style({ margin: 0 });
