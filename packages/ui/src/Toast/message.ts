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
}
