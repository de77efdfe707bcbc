import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const navigation = style({ display: 'block' });

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const groups = style({ ...list, display: 'grid', gap: vars.space.md });

export const caption = style({
  paddingInline: vars.space.sm,
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const items = style({ ...list, display: 'grid', gap: vars.space.xxs });

// Log-out lives in the header's user menu on large screens; the menu repeats it only below that.
export const item = style({
  selectors: { '&[data-mobile-only]': { '@media': { [media.large]: { display: 'none' } } } },
});

export const group = style({
  display: 'grid',
  gap: vars.space.xxs,
  selectors: { '&[data-mobile-only]': { '@media': { [media.large]: { display: 'none' } } } },
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 0,
  borderInlineStart: '4px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle, color: vars.color.text.default },
    '&[data-current]': {
      background: vars.color.bg.brand,
      borderInlineStartColor: vars.color.border.brand,
      color: vars.color.text.brand,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: `-${vars.space.xxs}` },
  },
});

export const entryLabel = style({ flex: 1 });

export const badge = style({
  minWidth: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.action.primary,
  color: vars.color.action.primaryText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.5rem',
  textAlign: 'center',
});
