import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import type { ButtonVariant } from '../Button';
import { button } from '../Button/Button.css';

export interface ButtonLinkProps extends Omit<LinkProps, 'children' | 'className' | 'style'> {
  /** Where the link goes; followed by a full page load unless a router is provided to react-aria. */
  href: string;
  /** The link's words. */
  children: ReactNode;
  /** Look of the link, the same as a button's. Default `'primary'`. */
  variant?: ButtonVariant;
}

/**
 * A link that looks like a button, for a call to action that goes somewhere (such as strong
 * identification): it stays a link for assistive technology, middle click and "copy link".
 */
export function ButtonLink({ children, variant = 'primary', ...props }: ButtonLinkProps) {
  return (
    <Link {...props} data-variant={variant} className={button({ variant })}>
      {children}
    </Link>
  );
}
