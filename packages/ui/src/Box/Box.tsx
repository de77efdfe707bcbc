import type { HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';

/** Elements a layout box may render as. */
export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'ul',
  'ol',
  'li',
  'span',
  'p',
] as const;

/** One of {@link boxElements}. */
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps
  extends Sprinkles,
    Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color' | keyof Sprinkles> {
  /** The element to render. Default `'div'`. */
  as?: BoxElement;
  children?: ReactNode;
}

/**
 * The layout primitive: an element whose display, spacing, alignment and surface come from theme tokens,
 * per screen size where a prop takes `{ small, medium, large }`. It has no look of its own beyond them.
 */
export function Box({ as: Element = 'div', children, ...props }: BoxProps) {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? layout : rest)[key] = value;
  }
  return (
    <Element className={sprinkles(layout as Sprinkles)} {...rest}>
      {children}
    </Element>
  );
}
