export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to open or close (Escape, the cancel button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Log out?". */
  title: string;
  /** One or two sentences that explain what confirming does. */
  text: string;
  /** Words of the confirming button. */
  confirmLabel: string;
  /** Words of the cancelling button. */
  cancelLabel: string;
  /** Called when the person confirms. The dialog stays open; the caller closes it or leaves the page. */
  onConfirm: () => void;
  /** The confirmed action is running: the confirm button shows `busyLabel` and ignores presses. Default `false`. */
  busy?: boolean;
  /** Words of the confirm button while `busy`. Default: `confirmLabel`. */
  busyLabel?: string;
  /**
   * Where focus goes when the dialog closes without leaving the page. Give it when the control that
   * asked goes away with the question (an item of a menu that closes). Default: the element that had
   * focus when the dialog was asked for.
   */
  returnFocusTo?: HTMLElement | null;
}
