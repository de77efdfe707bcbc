import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../pageShell/a11y/visuallyHidden.css';
import { link } from './Link.css';

/** How a link sits on the page. */
export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  /** Where the link goes. */
  href: string;
  /** The link's words. */
  children: ReactNode;
  /** `inline` in running text, `standalone` on a line of its own (a "show all" link). Default `'inline'`. */
  variant?: LinkVariant;
  /**
   * A page of another service (the maps service, an app store): opens in a new tab, and the words
   * in `newTabHint` tell so to assistive technology. Default `false`.
   */
  external?: boolean;
  /** Hidden words read after the link's own when `external` (e.g. "opens in a new tab"). */
  newTabHint?: string;
}

/** A text link; react-aria gives the focus, hover and press states as data attributes. */
export function Link({ children, variant = 'inline', external = false, newTabHint, ...props }: LinkProps) {
  const outside = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <AriaLink {...props} {...outside} className={link({ variant })} data-variant={variant}>
      {children}
      {external && newTabHint && <span className={visuallyHidden}> ({newTabHint})</span>}
    </AriaLink>
  );
}
