import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg.page,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.bg.surface,
  color: vars.color.text.link,
  borderRadius: vars.radius.sm,
  zIndex: 1,
  selectors: { '&:focus': { top: vars.space.sm, outline: vars.focus.ring } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.bg.surface,
  borderBlockEnd: `4px solid ${vars.color.accent.brand}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.medium]: { gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${brand} a`, { color: vars.color.text.brand, textDecoration: 'none' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

// Link lists in the header (the language picker) read as one row.
globalStyle(`${actions} ul`, {
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const main = style({
  flex: 1,
  width: `min(${vars.size.content}, 100%)`,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.medium]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

globalStyle(`${main} > * + *`, { marginBlockStart: vars.space.lg });
globalStyle(`${main} h1`, {
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  margin: 0,
});
