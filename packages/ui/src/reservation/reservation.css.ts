import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// Shared pieces of the reservation screens: a term list, a column of actions, a focusable heading.

export const terms = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.medium]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg } },
});

export const term = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text.muted });

export const definition = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  paddingBlockStart: vars.space.sm,
});

export const pageHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  ':focus': { outline: 'none' },
  selectors: { '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset } },
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const plainList = style({ margin: 0, paddingInlineStart: vars.space.lg });
