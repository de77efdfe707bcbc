import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The field's box holds the typed text and the button that opens the list. */
export const group = style({
  display: 'flex',
  // A text input is about twenty characters wide by itself; without these the box keeps that width
  // and sticks out of a narrow column (a phone) instead of shrinking with it.
  minWidth: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: 0,
  paddingInlineEnd: vars.space.xs,
  selectors: {
    '&[data-focus-within]': { outline: vars.focus.ring, outlineOffset: '0' },
  },
});

export const input = style({
  flex: 1,
  width: 0,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
  },
});

export const button = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle },
  },
});
