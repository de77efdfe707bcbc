import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg.page,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  zIndex: 1,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
  color: vars.color.text.link,
  selectors: { '&:focus': { top: vars.space.sm, outline: vars.focus.ring } },
});

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  selectors: {
    '&[data-has-navigation]': {
      '@media': { [media.large]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space.lg } },
    },
  },
});

// Beside the page on large screens only; below that the header's drawer holds the same menu.
export const aside = style({
  display: 'none',
  '@media': {
    [media.large]: { display: 'block', padding: `${vars.space.xl} 0 ${vars.space.xl} ${vars.space.lg}` },
  },
});

export const main = style({
  width: `min(${vars.size.content}, 100%)`,
  padding: `${vars.space.lg} ${vars.space.md}`,
  selectors: {
    '&:focus': { outline: 'none' },
    // A page that lays its parts side by side (the appointment search) takes the frame's whole width.
    '&:has([data-page-width="wide"])': { width: '100%' },
  },
  '@media': { [media.medium]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

globalStyle(`${main} > * + *`, { marginBlockStart: vars.space.lg });
globalStyle(`${main} h1`, {
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

// The heading takes focus after an in-app page change so that reading starts there; it is no control,
// so it shows no ring.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

/** Where the page's popovers open: no box of its own, so it neither takes room nor moves them. */
export const popups = style({ display: 'contents' });
