import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

/** A text link: underlined in running text, bold and underlined on hover when it stands alone. */
export const link = recipe({
  base: {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
      '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
      '&[data-disabled]': { color: vars.color.text.muted, cursor: 'default', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: { fontWeight: vars.font.weight.bold, textDecoration: 'none' },
    },
  },
  defaultVariants: { variant: 'inline' },
});
