import * as Dialog from '@radix-ui/react-dialog';
import { ThemeScope } from '../../theme/ThemeProvider';
import type { CookieSettingsProps } from './CookieSettingsProps';
import * as styles from './Footer.css';

export interface CookieDialogProps extends Omit<CookieSettingsProps, 'label'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Takes the focus back when the dialog closes: the button that opened it. */
  onClosed: () => void;
}

/** The dialog about cookies. Radix gives focus handling and Escape. */
export function CookieDialog({ open, onOpenChange, onClosed, title, text, closeLabel }: CookieDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ThemeScope>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            // Opened by a button outside Radix's trigger (it loads first), so the focus is given back here.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
          >
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Description className={styles.dialogText}>{text}</Dialog.Description>
            <Dialog.Close className={styles.closeButton}>{closeLabel}</Dialog.Close>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
