import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const providers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A provider is its logo as a button, as Finnish payment pages show them. */
export const provider = style({
  display: 'block',
  width: '100%',
  padding: vars.space.xs,
  minHeight: vars.size.touchTarget,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const logo = style({ display: 'block', width: '100%', height: 'auto' });
export const groupHeading = style({ margin: 0, fontSize: vars.font.size.md });
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const term = style({ fontWeight: vars.font.weight.bold });
export const detail = style({ margin: 0 });
export const terms = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
export const hidden = style({ display: 'none' });
