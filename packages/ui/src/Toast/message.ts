import type { toastTones } from './Toast.css';

/** Kind of message: the colour of the toast's edge. */
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. */
export interface ToastMessage {
  /** The message, e.g. 'Appointment canceled'. */
  text: string;
  /** A short first line in bold. Default: none. */
  title?: string;
  /** Kind of message. Default `'info'`. */
  tone?: ToastTone;
  /**
   * A button beside the message that does what the message offers, e.g. "Continue" on the session
   * warning. The toast stays until its owner closes it. Default: none.
   */
  action?: { readonly label: string; readonly onPress: () => void };
}
