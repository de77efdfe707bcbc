import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const list = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

/** One day: its heading over its times. */
export const day = style({ display: 'grid', gap: vars.space.sm, scrollMarginBlockStart: vars.space.md });

export const dayHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  // The weekday leads: "tiistai 17.11.2026" reads as "Tiistai 17.11.2026".
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const dayList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A phone: the time over the picture and the details, the price and Book under them. Wider: one line.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"time time" "avatar who" "action action"',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  '@media': {
    [media.medium]: {
      gridTemplateColumns: '4rem auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"time avatar who action"',
    },
  },
});

export const time = style({
  gridArea: 'time',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const avatarCell = style({ gridArea: 'avatar', display: 'flex' });

export const who = style({ gridArea: 'who', display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const detail = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** 'Nearby clinic' after the clinic's name: a quiet tag, in words, not colour alone. */
export const nearby = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.subtle,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
});

/** The price and the Book link: under the details on a phone, at the row's end on wider screens. */
export const action = style({
  gridArea: 'action',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [media.medium]: { justifyContent: 'end' } },
});

export const price = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

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
