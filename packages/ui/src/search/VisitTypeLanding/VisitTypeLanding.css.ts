import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  '@media': { [media.medium]: { fontSize: vars.font.size.xxl } },
});

export const intro = style({ margin: 0, color: vars.color.text.muted, maxWidth: '40rem' });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'grid',
  // Cards of a row share its height; their words stay at the top instead of spreading out.
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const itemText = style({ margin: 0, color: vars.color.text.muted });

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
