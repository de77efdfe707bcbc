import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The box and its counter, so that the counter sits right under the box's end edge. */
export const boxAndCounter = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: '100%',
});

export const box = style({
  minHeight: '8rem',
  resize: 'vertical',
  lineHeight: vars.font.lineHeight.body,
});

export const counter = style({
  justifySelf: 'end',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-limit="over"]': { color: vars.color.text.critical, fontWeight: vars.font.weight.bold },
  },
});
