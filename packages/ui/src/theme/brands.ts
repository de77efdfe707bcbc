import type { BrandId } from '@portal/domain';
import { palette } from './palette';
import type { ThemeTokens } from './tokens';

const { blue, turquoise, red, green, yellow, slate, sand } = palette;

// Spacing, type scale and motion are the same in both brands, so a page lays out alike in either.
const space: ThemeTokens['space'] = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '40px',
  xxl: '64px',
};

const font = (bold: string): ThemeTokens['font'] => ({
  // The bundled variable Inter (see global.css.ts); while it loads, a system font sized to take Inter's
  // room (the fallback faces of fallbackFonts.css.ts), so the text does not move when Inter arrives.
  family: {
    body: '"Inter Variable", "Inter Fallback Arial", "Inter Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
  weight: { regular: '400', medium: '500', bold },
  lineHeight: { tight: '1.25', body: '1.5' },
});

const size: ThemeTokens['size'] = { icon: '24px', iconLarge: '40px', touchTarget: '44px', content: '48rem' };
const motion: ThemeTokens['motion'] = { fast: '120ms', normal: '200ms' };

/** Aava, the general medical centre: led by the brand blue on cool greys, crisp corners. */
const general: ThemeTokens = {
  color: {
    text: {
      default: slate[900],
      muted: slate[700],
      inverse: slate[0],
      link: blue[700],
      linkHover: blue[800],
      brand: blue[700],
      critical: red[700],
      success: green[700],
      warning: yellow[700],
      info: blue[700],
    },
    bg: {
      page: slate[50],
      surface: slate[0],
      subtle: slate[100],
      brand: blue[50],
      overlay: 'rgb(29 42 51 / 0.55)',
      info: blue[50],
      success: green[50],
      warning: yellow[50],
      critical: red[50],
    },
    border: {
      default: slate[300],
      strong: slate[500],
      focus: blue[600],
      brand: blue[500],
      info: blue[600],
      success: green[700],
      warning: yellow[700],
      critical: red[500],
    },
    action: {
      primary: blue[600],
      primaryHover: blue[700],
      primaryPressed: blue[800],
      primaryText: slate[0],
      secondary: slate[0],
      secondaryHover: blue[50],
      secondaryText: blue[700],
      critical: red[500],
      criticalHover: red[700],
      criticalText: slate[0],
      disabled: slate[100],
      disabledText: slate[700],
    },
    accent: { brand: blue[500], highlight: turquoise[500] },
  },
  space,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: font('600'),
  shadow: {
    sm: '0 1px 2px rgb(29 42 51 / 0.12)',
    md: '0 4px 12px rgb(29 42 51 / 0.14)',
    lg: '0 12px 32px rgb(29 42 51 / 0.24)',
  },
  focus: { ring: `3px solid ${blue[600]}`, offset: '2px' },
  size,
  motion,
};

/**
 * Pikkujätti, the children's clinic: led by turquoise, warmer and softer. Sand greys instead of slate, a
 * sunny yellow as its decorative highlight, rounder corners, bolder headings and warm-tinted shadows.
 */
const children: ThemeTokens = {
  color: {
    text: {
      default: sand[900],
      muted: sand[700],
      inverse: sand[0],
      link: turquoise[700],
      linkHover: turquoise[800],
      brand: turquoise[700],
      critical: red[700],
      success: green[700],
      warning: yellow[700],
      info: turquoise[800],
    },
    bg: {
      page: sand[50],
      surface: sand[0],
      subtle: sand[100],
      brand: turquoise[50],
      overlay: 'rgb(46 38 32 / 0.55)',
      info: turquoise[50],
      success: green[50],
      warning: yellow[50],
      critical: red[50],
    },
    border: {
      default: sand[300],
      strong: sand[500],
      focus: turquoise[700],
      brand: turquoise[500],
      info: turquoise[600],
      success: green[700],
      warning: yellow[700],
      critical: red[500],
    },
    action: {
      primary: turquoise[600],
      primaryHover: turquoise[700],
      primaryPressed: turquoise[800],
      primaryText: sand[0],
      secondary: sand[0],
      secondaryHover: turquoise[50],
      secondaryText: turquoise[700],
      critical: red[500],
      criticalHover: red[700],
      criticalText: sand[0],
      disabled: sand[100],
      disabledText: sand[700],
    },
    accent: { brand: turquoise[500], highlight: yellow[500] },
  },
  space,
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  font: font('700'),
  shadow: {
    sm: '0 1px 2px rgb(46 38 32 / 0.12)',
    md: '0 4px 14px rgb(46 38 32 / 0.14)',
    lg: '0 12px 32px rgb(46 38 32 / 0.22)',
  },
  focus: { ring: `3px solid ${turquoise[700]}`, offset: '2px' },
  size,
  motion,
};

/** The semantic token values of each brand. */
export const brandTokens: Record<BrandId, ThemeTokens> = { general, children };
