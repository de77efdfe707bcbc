import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The field and, under it, the chosen values. */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
});

/** The chosen values as removable tags that wrap onto more rows. */
export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: '32px',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.subtle,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    // Without a remove button (a disabled field) the text keeps even room on both sides.
    '&:not([data-allows-removing])': { paddingInlineEnd: vars.space.sm },
  },
});

/** At least 24 px square, the smallest target WCAG 2.5.8 allows. */
export const remove = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.border.default },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: '0' },
  },
});

export const cross = style({ width: '14px', height: '14px' });
