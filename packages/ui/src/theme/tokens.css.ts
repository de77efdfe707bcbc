import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * Brand palette of the specification (messaging-invoices-shell.md, "Visual constants").
 * Components never use the palette directly: they use the semantic tokens of `vars` below.
 */
const palette = {
  blue: '#009bdf',
  blueDark: '#00689a',
  turquoise: '#3fb6b6',
  danger: '#df0733',
  dangerDark: '#a8001f',
  success: '#3fa44e',
  successDark: '#23702f',
  warning: '#ffbb00',
  warningDark: '#7a5900',
  ink: '#1d2a33',
  inkMuted: '#4f5e69',
  line: '#c4ced5',
  paper: '#ffffff',
  mist: '#f2f6f8',
} as const;

/**
 * Semantic tokens. Defined globally for now; when brand themes arrive this becomes a theme contract
 * and `vars` keeps its shape, so components do not change.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    text: { default: palette.ink, muted: palette.inkMuted, inverse: palette.paper, link: palette.blueDark },
    bg: {
      page: palette.paper,
      subtle: palette.mist,
      action: palette.blueDark,
      actionHover: palette.ink,
      info: '#e5f5fc',
      success: '#e8f5ea',
      warning: '#fff6db',
      critical: '#fde7eb',
      overlay: 'rgb(29 42 51 / 0.55)',
    },
    border: {
      default: palette.line,
      focus: palette.blue,
      info: palette.blue,
      success: palette.success,
      warning: palette.warning,
      critical: palette.danger,
    },
    accent: { brand: palette.turquoise },
    critical: { text: palette.dangerDark },
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
    weight: { regular: '400', bold: '600' },
  },
  focusRing: `3px solid ${palette.blue}`,
});
