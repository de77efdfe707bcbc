import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Tones of a notice; the array feeds the recipe, the props type and the story controls at once. */
export const noticeTones = ['info', 'success', 'warning', 'danger'] as const;

export const notice = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderInlineStart: '6px solid',
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
  },
  variants: {
    tone: {
      info: { background: vars.color.bg.info, borderColor: vars.color.border.info },
      success: { background: vars.color.bg.success, borderColor: vars.color.border.success },
      warning: { background: vars.color.bg.warning, borderColor: vars.color.border.warning },
      danger: { background: vars.color.bg.critical, borderColor: vars.color.border.critical },
    } satisfies Record<(typeof noticeTones)[number], object>,
  },
  defaultVariants: { tone: 'info' },
});

export const title = recipe({
  base: { margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold },
  variants: {
    tone: {
      info: { color: vars.color.text.info },
      success: { color: vars.color.text.success },
      warning: { color: vars.color.text.warning },
      danger: { color: vars.color.text.critical },
    } satisfies Record<(typeof noticeTones)[number], object>,
  },
});

export const body = recipe({ base: { margin: 0 } });
