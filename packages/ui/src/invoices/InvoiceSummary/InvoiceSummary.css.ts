import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.font.weight.bold });
export const detail = style({ margin: 0 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'left',
});
export const number = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const total = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
