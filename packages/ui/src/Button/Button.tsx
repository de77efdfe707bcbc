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
   * button carries `data-busy` and `aria-disabled` and shows `busyLabel`. Default `false`.
   */
  busy?: boolean;
  /** Words shown and announced while `busy`, e.g. "Logging out…". Default: `children`. */
  busyLabel?: string;
}

/**
 * A button: react-aria's behaviour (press, keyboard, focus ring) with the portal's look and a busy state.
 * `busy` keeps the button focusable, unlike `disabled`, and ignores presses. Not react-aria's pending
 * state: that announces through a `role="img"` node pointing at the button, which stays behind, nameless,
 * once the button is gone (the form replaced by its confirmation) and fails axe's `role-img-alt`.
 */
export function Button({
  children,
  variant = 'primary',
  busy = false,
  busyLabel,
  onPress,
  onPressStart,
  onPressEnd,
  onPressUp,
  onPressChange,
  ...props
}: ButtonProps) {
  const presses = busy ? {} : { onPress, onPressStart, onPressEnd, onPressUp, onPressChange };
  return (
    <AriaButton
      {...props}
      {...presses}
      type={busy && props.type === 'submit' ? 'button' : props.type}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      data-variant={variant}
      className={button({ variant })}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </AriaButton>
  );
}
