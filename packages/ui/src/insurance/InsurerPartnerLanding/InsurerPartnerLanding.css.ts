import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/**
 * The two booking cards: stacked on a phone, side by side and equally wide from medium screens up.
 * Each keeps its own height: a card is a grid itself and would spread its rows if stretched.
 */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The phone hours: a plain list without bullets, tight under its label. */
export const hours = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Paragraphs inside the cards take their spacing from the card, not from the browser. */
export const text = style({ margin: 0 });
