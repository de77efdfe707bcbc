import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  '@media': { [media.medium]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto' } },
});

export const when = style({ display: 'grid', gap: vars.space.xxs });

export const time = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const day = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const who = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const detail = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const action = style({
  gridColumn: '1 / -1',
  '@media': { [media.medium]: { gridColumn: 'auto' } },
});

export const more = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const suggestions = style({ display: 'grid', gap: vars.space.md });

export const suggestionGroup = style({ display: 'grid', gap: vars.space.xs });

export const suggestionHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const suggestionList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ margin: 0, color: vars.color.text.muted });
