import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The look the health record pages share: plain lists of records, fact lists and result tables.

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});
export const muted = style({ color: vars.color.text.muted, margin: 0 });
export const line = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.font.weight.bold });
export const detail = style({ margin: 0 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weight.bold,
  paddingBlock: vars.space.xs,
});
export const statement = style({ whiteSpace: 'pre-line', margin: 0 });

/** A status told in words and a symbol, never by colour alone. */
export const badge = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-status="ready"], &[data-marking="within"]': { color: vars.color.text.success },
    '&[data-status="pending"]': { color: vars.color.text.muted },
    '&[data-marking="below"], &[data-marking="above"]': { color: vars.color.text.critical },
    '&[data-validity="notValid"]': { color: vars.color.text.critical },
  },
});
