import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The cards: stacked on a phone, side by side from medium screens up. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const text = style({ margin: 0 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
