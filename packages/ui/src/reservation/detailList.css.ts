import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** The contact details read-only: each label over its value on a phone, beside it on wider screens. */
export const detailList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg },
  },
});

/** One label and its value; on wider screens its two cells join the list's columns. */
export const detailRow = style({
  display: 'grid',
  // A row gap only: the columns keep the list's own gap.
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  '@media': { [media.medium]: { gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' } },
});

export const detailTerm = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
