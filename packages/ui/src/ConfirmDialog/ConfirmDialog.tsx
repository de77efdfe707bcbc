import { type ComponentProps, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { preloadable } from '../preloadable';
import type { ConfirmDialogProps } from './ConfirmDialogProps';

export type { ConfirmDialogProps };

// Radix's dialog (focus trap, scroll lock, inert background) is a fifth of a page's own code and is
// needed only once the question is asked: it loads after the page is drawn.
const box = preloadable(() => import('./ConfirmDialogBox'));

function LoadedBox(props: ComponentProps<typeof import('./ConfirmDialogBox').ConfirmDialogBox>) {
  const { ConfirmDialogBox } = box.read();
  return <ConfirmDialogBox {...props} />;
}

/**
 * A modal question with a confirm and a cancel button. Radix gives the focus trap, Escape, the inert
 * background and focus return to the element that opened it; `ThemeScope` keeps the brand's look in the
 * portal. Its code loads once the page is up, so that it is there when the question is asked.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    void box.load().catch(() => undefined);
  }, []);
  // Read in the commit that asks, before the loaded box opens and before a closing menu moves focus.
  useLayoutEffect(() => {
    if (!props.open) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    opener.current = props.returnFocusTo ?? focused;
  }, [props.open, props.returnFocusTo]);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LoadedBox {...props} opener={opener} />
    </Suspense>
  );
}
