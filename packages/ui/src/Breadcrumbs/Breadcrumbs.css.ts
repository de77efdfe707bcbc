import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    // A drawn chevron between crumbs; it is decoration, so it is not in the text.
    '&:not(:last-child)::after': {
      content: '""',
      width: '6px',
      height: '6px',
      borderBlockStart: `2px solid ${vars.color.text.muted}`,
      borderInlineEnd: `2px solid ${vars.color.text.muted}`,
      transform: 'rotate(45deg)',
      marginInline: vars.space.xs,
    },
  },
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.linkHover },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    // The current page: plain text, not a link.
    '&[data-current]': { color: vars.color.text.default, textDecoration: 'none', cursor: 'default' },
  },
});
