/**
 * The palette: every colour the portal may show, by hue and shade. Shade 500 of blue, turquoise, red,
 * green and yellow are the brand colours of the specification (messaging-invoices-shell.md, "Visual
 * constants"); the other shades are derived from them.
 *
 * Raw brand colours often fail WCAG AA as text or as a button behind white text (the brand blue gives
 * 3.1:1, turquoise 2.5:1), so text and buttons use the darker 600 to 800 shades, and the 500s stay for
 * large decorative areas. Components never read the palette: they use the semantic tokens of `vars`,
 * which each brand theme fills from here (see `brands.ts`).
 */
export const palette = {
  blue: {
    50: '#e6f5fc',
    100: '#c7e8f7',
    500: '#009bdf',
    600: '#0076ad',
    700: '#00689a',
    800: '#004f75',
  },
  turquoise: {
    50: '#e7f5f5',
    100: '#c9eaea',
    500: '#3fb6b6',
    600: '#1f7a7a',
    700: '#176767',
    800: '#0f4c4c',
  },
  red: {
    50: '#fdecef',
    500: '#df0733',
    700: '#a8001f',
  },
  green: {
    50: '#eaf6ec',
    500: '#3fa44e',
    700: '#23702f',
  },
  yellow: {
    50: '#fff6db',
    500: '#ffbb00',
    700: '#7a5900',
  },
  /** Cool greys of the general brand. */
  slate: {
    0: '#ffffff',
    50: '#f4f7f9',
    100: '#e6ecf0',
    300: '#c4ced5',
    500: '#66757f',
    700: '#4f5e69',
    900: '#1d2a33',
  },
  /** Warm greys of the children's brand: sand instead of slate, so its pages feel softer. */
  sand: {
    0: '#ffffff',
    50: '#fdf8f2',
    100: '#f5ece1',
    300: '#e0d3c3',
    500: '#7a6c5d',
    700: '#5c5045',
    900: '#2e2620',
  },
} as const;
