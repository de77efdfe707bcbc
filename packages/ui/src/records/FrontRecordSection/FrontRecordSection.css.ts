import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { borderColor: vars.color.border.brand },
    '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    // A highlighted line waits for the patient (an open questionnaire): a thicker brand edge, and its
    // words say why, so the mark does not rest on colour alone.
    '&[data-highlighted="true"]': { borderLeft: `4px solid ${vars.color.border.brand}` },
  },
});

export const itemTitle = style({ fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.text.muted });
