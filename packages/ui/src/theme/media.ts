/**
 * Screen sizes of the specification: small up to 480 px, medium up to 800 px, else large. Styles are
 * written for small screens first and widened with `media.medium` and `media.large`.
 */
export const breakpoints = { small: 480, medium: 800 } as const;

/** The screen sizes, in the order they widen. */
export const screenSizes = ['small', 'medium', 'large'] as const;

/** One of {@link screenSizes}. */
export type ScreenSize = (typeof screenSizes)[number];

/** Media queries for `'@media'` in styles: `medium` and `large` hold from that size up. */
export const media = {
  /** Only small screens (up to 480 px). */
  small: `screen and (max-width: ${breakpoints.small}px)`,
  /** Medium screens and wider (481 px up). */
  medium: `screen and (min-width: ${breakpoints.small + 1}px)`,
  /** Large screens (801 px up). */
  large: `screen and (min-width: ${breakpoints.medium + 1}px)`,
} as const;

/** The screen size of a viewport width in CSS pixels. */
export function screenSizeOf(width: number): ScreenSize {
  if (width <= breakpoints.small) return 'small';
  if (width <= breakpoints.medium) return 'medium';
  return 'large';
}
