import * as Dialog from '@radix-ui/react-dialog';
import { ThemeScope } from '../../theme/ThemeProvider';
import * as styles from './Footer.css';

export interface CookieSettingsProps {
  /** Words of the footer button, e.g. "Cookie settings". */
  label: string;
  /** The dialog's title. */
  title: string;
  /** What cookies the service uses and why. */
  text: string;
  /** Words of the button that closes the dialog. */
  closeLabel: string;
}

/**
 * A button that opens a small dialog about cookies. The service sets only the cookies that signing in
 * needs, so there is nothing to choose: the dialog says so. Radix gives focus handling and Escape.
 */
export function CookieSettings({ label, title, text, closeLabel }: CookieSettingsProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.legalButton}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <ThemeScope>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Description className={styles.dialogText}>{text}</Dialog.Description>
            <Dialog.Close className={styles.closeButton}>{closeLabel}</Dialog.Close>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
