import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The dialog's box is the confirm dialog's, wider and scrolling for a longer text.
export const content = style({
  width: 'min(36rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
});

export const terms = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});
