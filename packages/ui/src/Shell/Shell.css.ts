import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  color: vars.color.text.default,
  background: vars.color.bg.page,
});

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.bg.page,
  color: vars.color.text.link,
  zIndex: 1,
  selectors: { '&:focus': { top: vars.space.sm, outline: vars.focusRing } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBlockEnd: `4px solid ${vars.color.accent.brand}`,
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${brand} a`, { color: vars.color.text.default, textDecoration: 'none' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

globalStyle(`${actions} a`, { color: vars.color.text.link });
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
  width: 'min(48rem, 100%)',
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  selectors: { '&:focus': { outline: 'none' } },
});

globalStyle(`${main} > * + *`, { marginBlockStart: vars.space.lg });
globalStyle(`${main} h1`, { fontSize: vars.font.size.xl, lineHeight: 1.2, margin: 0 });
