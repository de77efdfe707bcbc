import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** One line: what was done, then who and when in smaller words. */
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const what = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const facts = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
