import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// Shared pieces of the acting-for-a-child screens.

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '60rem' });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  ':focus': { outline: 'none' },
  selectors: { '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset } },
});

export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const children = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const child = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const childName = style({ display: 'grid', gap: vars.space.xxs });

export const muted = style({ color: vars.color.text.muted, margin: 0 });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.bg.info,
  borderBottom: `2px solid ${vars.color.border.info}`,
  color: vars.color.text.default,
});

export const bannerText = style({ margin: 0, fontWeight: vars.font.weight.bold });
