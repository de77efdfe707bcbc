import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../Button';
import { ThemeScope } from '../theme/ThemeProvider';
import * as styles from './ConfirmDialog.css';

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
}

/**
 * A modal question with a confirm and a cancel button. Radix gives the focus trap, Escape, the inert
 * background and focus return to the element that opened it; `ThemeScope` keeps the brand's look in the
 * portal.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  // Radix returns focus to its own Trigger only; the dialog is opened by any button of the caller, so the
  // element that had focus when it opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        {/* The portal renders into document.body, outside the page's theme element. */}
        <ThemeScope>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content}
            data-busy={busy || undefined}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
          >
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.text}>{text}</Dialog.Description>
            <div className={styles.actions}>
              <Button variant="secondary" isDisabled={busy} onPress={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button busy={busy} busyLabel={busyLabel} onPress={onConfirm}>
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
