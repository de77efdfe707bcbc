import { Suspense, useRef, useState } from 'react';
import { preloadable } from '../../preloadable';
import type { CookieSettingsProps } from './CookieSettingsProps';
import * as styles from './Footer.css';

export type { CookieSettingsProps };

// Every page's footer has the button, few people press it: the dialog's code (Radix's dialog, a
// tenth of a public page's scripts) loads when the pointer or the focus reaches the button.
const dialog = preloadable(() => import('./CookieDialog'));

function LoadedDialog(props: Parameters<typeof import('./CookieDialog').CookieDialog>[0]) {
  const { CookieDialog } = dialog.read();
  return <CookieDialog {...props} />;
}

/**
 * A button that opens a small dialog about cookies. The service sets only the cookies that signing in
 * needs, so there is nothing to choose: the dialog says so.
 */
export function CookieSettings({ label, ...words }: CookieSettingsProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void dialog.load().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.legalButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <LoadedDialog
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
            {...words}
          />
        </Suspense>
      )}
    </>
  );
}
