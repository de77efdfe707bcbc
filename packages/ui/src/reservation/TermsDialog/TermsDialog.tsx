import { type ComponentProps, Suspense, useState } from 'react';
import { Button } from '../../Button';
import { useWords } from '../../i18n';
import { preloadable } from '../../preloadable';

export interface TermsDialogProps {
  /** Opens with the dialog shown (a story's picture of it). Default `false`. */
  defaultOpen?: boolean;
}

// The dialog (Radix's, with its focus trap and scroll lock) is read by few: its code loads when the
// pointer or the focus reaches the button, not with the reservation page.
const box = preloadable(() => import('./TermsDialogBox'));

function LoadedBox(props: ComponentProps<typeof import('./TermsDialogBox').TermsDialogBox>) {
  const { TermsDialogBox } = box.read();
  return <TermsDialogBox {...props} />;
}

/**
 * 'Read the booking terms': a button that shows the terms in a dialog over the form, so that what was
 * typed stays where it was.
 */
export function TermsDialog({ defaultOpen = false }: TermsDialogProps) {
  const words = useWords().reservation;
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const preload = () => void box.load().catch(() => undefined);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {words.anonymous.termsLink()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LoadedBox open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
