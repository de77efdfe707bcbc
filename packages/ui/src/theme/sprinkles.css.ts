import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media, screenSizes } from './media';

// Layout props that change with the screen size: `{ small: 'column', large: 'row' }` or one value for all.
const layout = defineProperties({
  conditions: {
    small: {},
    medium: { '@media': media.medium },
    large: { '@media': media.large },
  },
  defaultCondition: 'small',
  responsiveArray: screenSizes,
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    marginBlock: vars.space,
    marginInline: { ...vars.space, auto: 'auto' },
    gridTemplateColumns: {
      1: '1fr',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
    margin: ['marginBlock', 'marginInline'],
  },
});

// Surfaces a layout box may have: only semantic tokens, the same on every screen size.
const surface = defineProperties({
  properties: {
    background: { page: vars.color.bg.page, surface: vars.color.bg.surface, subtle: vars.color.bg.subtle },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    maxInlineSize: { content: vars.size.content, full: '100%' },
    inlineSize: { full: '100%', auto: 'auto' },
  },
});

/** Atomic classes of the layout primitives `Box` and `Stack`; components use their own styles instead. */
export const sprinkles = createSprinkles(layout, surface);

/** Props that `sprinkles` takes. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
