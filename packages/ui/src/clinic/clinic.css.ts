import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const frame = style({ minHeight: '100vh', background: vars.color.bg.page });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const who = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const languages = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const page = style({ maxWidth: '72rem', margin: '0 auto', padding: vars.space.lg });
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.large]: {
      selectors: { '&[data-aside]': { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
    },
  },
});
export const narrow = style({ maxWidth: '32rem' });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  alignContent: 'start',
});
export const queueNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const queueLink = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.bg.info,
      borderColor: vars.color.border.info,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
