import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Button } from '../Button';
import { ThemeScope } from '../theme/ThemeProvider';
import * as styles from './ConfirmDialog.css';
import type { ConfirmDialogProps } from './ConfirmDialogProps';

/** The dialog of `ConfirmDialog`, loaded apart (see there). */
export function ConfirmDialogBox({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  busyLabel,
  opener,
}: ConfirmDialogProps & {
  /**
   * The element that had focus when the dialog was asked for, kept by `ConfirmDialog`: by the time this
   * loaded box opens, focus may already have left it (a menu that closed), so it cannot be read here.
   */
  opener: RefObject<HTMLElement | null>;
}) {
  // Radix returns focus to its own Trigger only; the dialog is opened by any button of the caller, so the
  // element that had focus when it was asked for gets it back.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        {/* The portal renders into document.body, outside the page's theme element. */}
        <ThemeScope>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content}
            data-busy={busy || undefined}
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
