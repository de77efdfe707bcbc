import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const picker = style({ display: 'flex' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { background: vars.color.bg.subtle, color: vars.color.text.linkHover } },
});
