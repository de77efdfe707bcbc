import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared pieces of the visit screens.

export const page = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  ':focus': { outline: 'none' },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand },
    '&:focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
  },
});

export const itemTitle = style({ fontWeight: vars.font.weight.bold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: vars.font.weight.bold });
globalStyle(`${facts} dd`, { margin: 0 });

export const textBody = style({ margin: 0, whiteSpace: 'pre-line' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

/** A text of the printed report: each after the first starts a new sheet. */
export const printText = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { print: { breakInside: 'avoid-page' } },
  selectors: { '& + &': { '@media': { print: { breakBefore: 'page' } } } },
});

/** The print view's root: while it is shown, printing leaves out the shell around it. */
export const printRoot = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { print: { fontSize: '11pt', color: '#000' } },
});

export const screenOnly = style({ '@media': { print: { display: 'none' } } });

// The print view is a page without menu or footer; on paper its header, skip links and toasts go too,
// so the sheet holds the report alone.
for (const part of ['header', 'nav', 'footer', '[role="region"]', 'a[href^="#"]']) {
  globalStyle(`body:has(${printRoot}) ${part}:not(${printRoot} *)`, {
    '@media': { print: { display: 'none' } },
  });
}
