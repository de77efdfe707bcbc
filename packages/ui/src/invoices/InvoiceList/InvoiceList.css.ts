import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** One invoice: facts on the left, the sum and actions on the right from medium screens up. */
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: '1fr auto' } },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const facts = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
export const side = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  alignContent: 'start',
  '@media': { [media.medium]: { justifyItems: 'end' } },
});
export const sum = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  border: '1px solid',
});

/** The status badge by tone: owed money, settled money, needs attention. */
export const badge = styleVariants({
  open: [
    badgeBase,
    { background: vars.color.bg.info, color: vars.color.text.info, borderColor: vars.color.border.info },
  ],
  settled: [
    badgeBase,
    {
      background: vars.color.bg.success,
      color: vars.color.text.success,
      borderColor: vars.color.border.success,
    },
  ],
  attention: [
    badgeBase,
    {
      background: vars.color.bg.critical,
      color: vars.color.text.critical,
      borderColor: vars.color.border.critical,
    },
  ],
  neutral: [
    badgeBase,
    {
      background: vars.color.bg.subtle,
      color: vars.color.text.default,
      borderColor: vars.color.border.default,
    },
  ],
});

/** A paragraph of a status hint. */
export const hint = style({ margin: 0 });
