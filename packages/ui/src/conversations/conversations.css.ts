import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-unread]': { borderLeft: `4px solid ${vars.color.border.info}` } },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const preview = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const badges = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  border: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&[data-kind="unread"]': {
      background: vars.color.bg.info,
      color: vars.color.text.info,
      borderColor: vars.color.border.info,
    },
  },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const day = style({ display: 'grid', gap: vars.space.md });
export const dayHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const message = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  maxWidth: '40rem',
  selectors: {
    '&[data-own]': { justifySelf: 'end', background: vars.color.bg.info },
    '&[data-deleted]': { fontStyle: 'italic', color: vars.color.text.muted },
  },
  '@media': { [media.medium]: { minWidth: '20rem' } },
});
export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const attachmentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const markdown = style({ display: 'grid', gap: vars.space.xs });
