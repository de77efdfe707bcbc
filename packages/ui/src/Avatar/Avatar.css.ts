import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Sizes of an avatar; the array feeds the recipe, the props type and the story controls at once. */
export const avatarSizes = ['small', 'medium', 'large'] as const;

export const avatar = recipe({
  base: {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    overflow: 'hidden',
    borderRadius: '50%',
    background: vars.color.bg.brand,
    color: vars.color.text.brand,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: '32px', height: '32px', fontSize: vars.font.size.xs },
      medium: { width: '48px', height: '48px', fontSize: vars.font.size.md },
      large: { width: '72px', height: '72px', fontSize: vars.font.size.xl },
    } satisfies Record<(typeof avatarSizes)[number], object>,
  },
  defaultVariants: { size: 'medium' },
});

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const drawing = style({ width: '100%', height: '100%', display: 'block' });

/** The six backgrounds of the drawn avatars: the theme's pale tints, so each brand keeps its look. */
export const backdrop = styleVariants({
  0: { fill: vars.color.bg.warning },
  1: { fill: vars.color.bg.info },
  2: { fill: vars.color.bg.success },
  3: { fill: vars.color.bg.critical },
  4: { fill: vars.color.bg.brand },
  5: { fill: vars.color.bg.subtle },
});

/** Parts of the drawings: the animal's coat, its light patches and its eyes and nose. */
export const coat = style({ fill: vars.color.accent.brand });
export const coatAlt = style({ fill: vars.color.accent.highlight });
export const light = style({ fill: vars.color.bg.surface });
export const ink = style({ fill: vars.color.text.default });
export const inkLine = style({
  fill: 'none',
  stroke: vars.color.text.default,
  strokeWidth: 2,
  strokeLinecap: 'round',
});
