import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './fallbackFonts.css';

// Sizes include padding and border everywhere, so a width token means the same in every component.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });

/**
 * Base text of everything inside a theme: the bundled font, the body size and colour. Shared by the
 * provider and by `ThemeScope` around portalled content (dialogs render outside the provider's element).
 */
export const base = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

/** The provider's element fills the viewport, so the page colour reaches the bottom of short pages. */
export const root = style({
  minHeight: '100vh',
  background: vars.color.bg.page,
});

/** Around portalled content: carries the theme's variables without adding a box of its own. */
export const scope = style({ display: 'contents' });

// Base rules sit in :where(), which counts for nothing, so any class of a component overrides them (a
// ButtonLink is an `a` but keeps its button colours).
const inside = (selector: string) => `:where(${base}) ${selector}`;

// One focus ring for every focusable element, seen only for keyboard focus. Components that style focus
// through react-aria's `data-focus-visible` use the same tokens.
globalStyle(inside(':focus-visible'), {
  outline: vars.focus.ring,
  outlineOffset: vars.focus.offset,
});

// Form controls and code take the bundled font too: browsers give them the system's (a form-control
// font, a monospace), which differs between machines and is not ours. Numbers in code keep their
// columns through Inter's tabular figures.
globalStyle(inside(':is(button, input, select, textarea)'), { font: 'inherit' });
globalStyle(inside('::file-selector-button'), { font: 'inherit' });
globalStyle(inside(':is(code, kbd, samp, pre)'), {
  fontFamily: 'inherit',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(inside('a'), { color: vars.color.text.link, textUnderlineOffset: '0.15em' });
// `:hover` in :where() too: as a pseudo-class it would outweigh a component's class, and a hovered
// ButtonLink took the link colour on its button background.
globalStyle(inside('a:where(:hover)'), { color: vars.color.text.linkHover });
globalStyle(inside(':is(h1, h2, h3, h4)'), { lineHeight: vars.font.lineHeight.tight });

// A group of choices (consents, log-in choices) without a look of its own: no browser frame around
// it, its legend a heading of the group, as the design system's field labels are.
globalStyle(inside('fieldset:not([class])'), { margin: 0, padding: 0, border: 0, minInlineSize: 0 });
globalStyle(inside('fieldset:not([class]) > legend:not([class])'), {
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

// Motion is a nicety; people who asked for less get none.
globalStyle(inside('*'), {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
