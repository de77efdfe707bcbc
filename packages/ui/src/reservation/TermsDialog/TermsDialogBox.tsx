import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../../Button';
import * as confirm from '../../ConfirmDialog/ConfirmDialog.css';
import { useWords } from '../../i18n';
import { ThemeScope } from '../../theme/ThemeProvider';
import { content, terms } from './TermsDialog.css';

export interface TermsDialogBoxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The booking terms in Radix's dialog: the focus trap, Escape and the focus's return to the button. */
export function TermsDialogBox({ open, onOpenChange }: TermsDialogBoxProps) {
  const LL = useWords().reservation.terms;
  // Radix returns focus to its own Trigger only; ours is react-aria's button, so it is given back here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The portal renders into document.body, outside the page's theme element. */}
        <ThemeScope>
          <Dialog.Overlay className={confirm.overlay} />
          <Dialog.Content
            className={`${confirm.content} ${content}`}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }}
          >
            <Dialog.Title className={confirm.title}>{LL.title()}</Dialog.Title>
            <Dialog.Description asChild>
              <ul className={terms}>
                <li>{LL.cancellation()}</li>
                <li>{LL.missed()}</li>
                <li>{LL.messages()}</li>
                <li>{LL.identity()}</li>
                <li>{LL.privacy()}</li>
              </ul>
            </Dialog.Description>
            <div className={confirm.actions}>
              <Dialog.Close asChild>
                <Button>{LL.close()}</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
