/**
 * The shape of the semantic tokens: what a colour, space or size is for, not what it looks like. Every
 * brand theme gives a value to each leaf (`brands.ts`); the theme contract turns the same shape into CSS
 * variables (`vars`), which are all that components use. A type alias rather than an interface, because
 * vanilla-extract's contract takes only object types that fit an index signature.
 */
export type ThemeTokens = {
  color: {
    /** Text and inline icons. Each meets WCAG AA (4.5:1) on `bg.page`, `bg.surface` and `bg.subtle`. */
    text: Record<'default' | 'muted' | 'inverse' | 'link' | 'linkHover' | 'brand', string> &
      Record<'critical' | 'success' | 'warning' | 'info', string>;
    /** Backgrounds. `info`, `success`, `warning` and `critical` are pale tints that carry `text.default`. */
    bg: Record<'page' | 'surface' | 'subtle' | 'brand' | 'overlay', string> &
      Record<'info' | 'success' | 'warning' | 'critical', string>;
    /** Lines. `strong`, `focus` and the tones reach 3:1 against the backgrounds (WCAG 1.4.11); `default` is a divider. */
    border: Record<'default' | 'strong' | 'focus' | 'brand', string> &
      Record<'info' | 'success' | 'warning' | 'critical', string>;
    /** Things a person presses: a fill, its hover and pressed fill, and the text on it. */
    action: Record<'primary' | 'primaryHover' | 'primaryPressed' | 'primaryText', string> &
      Record<'secondary' | 'secondaryHover' | 'secondaryText', string> &
      Record<'critical' | 'criticalHover' | 'criticalText' | 'disabled' | 'disabledText', string>;
    /** Decoration only (bands, illustrations), never behind or as text. */
    accent: Record<'brand' | 'highlight', string>;
  };
  space: Record<'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
  radius: Record<'sm' | 'md' | 'lg' | 'pill', string>;
  font: {
    family: Record<'body', string>;
    size: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', string>;
    weight: Record<'regular' | 'medium' | 'bold', string>;
    lineHeight: Record<'tight' | 'body', string>;
  };
  shadow: Record<'sm' | 'md' | 'lg', string>;
  /** The keyboard focus ring (`outline` shorthand) and its distance from the element. */
  focus: Record<'ring' | 'offset', string>;
  /** Icon sizes of the specification (24, 40 for large), the smallest touch target and the text column. */
  size: Record<'icon' | 'iconLarge' | 'touchTarget' | 'content', string>;
  /** Durations; components wrap motion in `prefers-reduced-motion: no-preference`. */
  motion: Record<'fast' | 'normal', string>;
};
