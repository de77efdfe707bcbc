import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const footer = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.bg.surface,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  '@media': { [media.medium]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const brand = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.font.weight.bold,
});

export const apps = style({ display: 'grid', gap: vars.space.xs });

export const caption = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const storeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text.default,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.text.muted, color: vars.color.text.inverse } },
});

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
});

export const legalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text.link,
  selectors: { '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset } },
});

export const legalButton = style({
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text.linkHover } },
});

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.bg.overlay });

export const dialog = style({
  position: 'fixed',
  insetInline: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.lg,
});

export const dialogTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const dialogText = style({ margin: 0 });

export const closeButton = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.action.primary,
  color: vars.color.action.primaryText,
  font: 'inherit',
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.action.primaryHover } },
});
