import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.bg.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
  },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: vars.space.lg,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus-visible': { outline: vars.focus.ring } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const text = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
