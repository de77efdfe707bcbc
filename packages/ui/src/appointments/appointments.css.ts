import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// Shared pieces of the patient's appointment screens.

export const page = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  ':focus': { outline: 'none' },
  selectors: { '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset } },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand },
    '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
  },
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const itemWhen = style({ fontWeight: vars.font.weight.bold });

export const muted = style({ color: vars.color.text.muted, margin: 0 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  fontSize: vars.font.size.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.subtle,
  color: vars.color.text.default,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.bg.success },
    '&[data-tone="critical"]': { background: vars.color.bg.critical },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const terms = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.medium]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg } },
});

export const term = style({ margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text.muted });

export const definition = style({ margin: 0 });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' } },
});
