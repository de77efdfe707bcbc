import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Tones of a toast; the array feeds the recipe, the props type and the story controls at once. */
export const toastTones = ['info', 'success', 'warning', 'danger'] as const;

// The region is portalled to the end of the body, outside the theme's element, so its own offsets
// cannot use the theme's variables; the toasts inside are wrapped in ThemeScope and can.
export const region = style({
  position: 'fixed',
  insetBlockEnd: '16px',
  insetInline: '16px',
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: '8px',
  pointerEvents: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: 'min(32rem, 100%)',
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderInlineStart: '6px solid',
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
    },
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.border.info },
      success: { borderColor: vars.color.border.success },
      warning: { borderColor: vars.color.border.warning },
      danger: { borderColor: vars.color.border.critical },
    } satisfies Record<(typeof toastTones)[number], object>,
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
});

export const title = style({ fontWeight: vars.font.weight.bold });

export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.subtle },
    '&[data-focus-visible]': { outline: vars.focus.ring, outlineOffset: '-3px' },
  },
});

export const closeIcon = style({ width: '20px', height: '20px' });
