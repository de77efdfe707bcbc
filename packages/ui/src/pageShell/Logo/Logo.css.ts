import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The mark's height; its width follows the brand's proportion. */
const markHeight = createVar();

// `data-size="fit"`: the logo of a crowded row (the header's), see `LogoProps.size`.
const fit = '[data-size="fit"]';

export const logo = style({
  vars: { [markHeight]: vars.size.iconLarge },
  display: 'inline-flex',
  alignItems: 'center',
  columnGap: vars.space.sm,
  selectors: {
    // Where the row has no room for the name beside the mark, the name wraps to a second line, which
    // is clipped away: the mark stays, and nothing is drawn over the name. (The link around the logo
    // is named by its own label.) `min-content` keeps the mark whole: a clipping box could else
    // shrink below it.
    [`&${fit}`]: {
      flexWrap: 'wrap',
      height: markHeight,
      minWidth: 'min-content',
      overflow: 'hidden',
    },
  },
  '@media': {
    [media.small]: {
      selectors: { [`&${fit}`]: { vars: { [markHeight]: `calc(${vars.size.iconLarge} * 0.75)` } } },
    },
  },
});

export const mark = style({ display: 'block', flexShrink: 0, height: markHeight, width: 'auto' });

export const band = style({ fill: vars.color.accent.brand });
export const dot = style({ fill: vars.color.accent.highlight });

export const name = style({
  color: vars.color.text.brand,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  '@media': {
    [media.small]: { selectors: { [`${fit} &`]: { fontSize: vars.font.size.md } } },
  },
});
