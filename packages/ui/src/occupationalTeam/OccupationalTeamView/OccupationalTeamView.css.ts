import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const members = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const member = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});
export const name = style({ fontWeight: vars.font.weight.bold, margin: 0 });
export const detail = style({ margin: 0, color: vars.color.text.muted });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
