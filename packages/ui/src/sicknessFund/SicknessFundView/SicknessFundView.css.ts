import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const limits = style({ margin: 0, paddingLeft: vars.space.md });
export const question = style({ fontWeight: vars.font.weight.bold, margin: 0 });
export const answer = style({ margin: `${vars.space.xs} 0 0` });
