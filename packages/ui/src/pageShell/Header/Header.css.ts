import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const header = style({
  display: 'grid',
  // Small and medium screens: the menu button and the logo beside help and the account on the first
  // row, the title and the languages below. The rows share no column: the languages span the last
  // two, so they never widen the account's column and push it over the logo.
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"start start end" "title languages languages"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.bg.surface,
  borderBlockEnd: `4px solid ${vars.color.accent.brand}`,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.medium]: {
      gap: `${vars.space.xs} ${vars.space.md}`,
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
    // One row only where the menu is beside the page: with the menu button's words, the languages,
    // help and the account's name, a medium screen has no room left for the logo in one row.
    [media.large]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"start title languages end"',
      gap: vars.space.md,
    },
  },
});

export const start = style({
  gridArea: 'start',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  // The menu button's icon has room of its own around it; a phone's row needs every pixel.
  gap: vars.space.xs,
  '@media': { [media.medium]: { gap: vars.space.sm } },
});

export const languages = style({ gridArea: 'languages', justifySelf: 'end' });

export const end = style({
  gridArea: 'end',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const title = style({
  gridArea: 'title',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const home = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: { '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset } },
});

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.brand,
  font: 'inherit',
  cursor: 'pointer',
} as const;

export const iconLink = style({
  ...control,
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
  },
});

export const iconButton = style({
  ...control,
  selectors: { '&:hover': { background: vars.color.bg.subtle } },
});

// The menu is beside the page on large screens; the hamburger is only for the smaller ones.
export const menuButton = style({
  ...control,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { background: vars.color.bg.subtle } },
  '@media': { [media.large]: { display: 'none' } },
});

// Only the icon on small screens; the words stay the button's accessible name.
export const menuButtonLabel = style({
  '@media': {
    [media.small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.bg.overlay,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.motion.normal}` } },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(20rem, 85vw)',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} ${vars.motion.normal} ease-out` },
  },
});

export const drawerBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockEnd: vars.space.sm,
});
