import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 16rem' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.border.brand } },
});

export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  background: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
});

export const basket = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.bg.subtle,
  borderRadius: vars.radius.md,
  selectors: {
    // On a phone the basket comes after a long list: once something is selected it stays at the
    // bottom of the screen, so "Renew selected" is in sight wherever the person scrolls.
    '&[data-selected]': {
      position: 'sticky',
      insetBlockEnd: 0,
      zIndex: 1,
      boxShadow: vars.shadow.md,
    },
  },
  '@media': {
    [media.medium]: {
      position: 'sticky',
      insetBlockStart: vars.space.md,
      selectors: { '&[data-selected]': { insetBlockEnd: 'auto', boxShadow: 'none' } },
    },
  },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  padding: `0 ${vars.space.xs}`,
});

export const sendRow = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
