import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type buttonVariants } from './Button.css';

/** Looks of a button. */
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  /** The button's words. */
  children: ReactNode;
  /** Look of the button. Default `'primary'`. */
  variant?: ButtonVariant;
  /**
   * The action the button started is running: presses are ignored, focus stays on the button, the
   * button carries `data-busy` and shows `busyLabel`. Default `false`.
   */
  busy?: boolean;
  /** Words shown and announced while `busy`, e.g. "Logging out…". Default: `children`. */
  busyLabel?: string;
}

/**
 * A button: react-aria's behaviour (press, keyboard, focus ring) with the portal's look and a busy state.
 * `busy` uses react-aria's pending state, which keeps the button focusable, unlike `disabled`.
 */
export function Button({ children, variant = 'primary', busy = false, busyLabel, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} isPending={busy} data-busy={busy || undefined} className={button({ variant })}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </AriaButton>
  );
}
