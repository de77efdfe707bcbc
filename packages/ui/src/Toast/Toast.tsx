import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { preloadable } from '../preloadable';
import { type ToastDuration, toastTimeout } from './durations';
import type { ToastMessage } from './message';
import type { ToastRegionViewProps } from './ToastRegionView';

export type { ToastMessage, ToastTone } from './message';

/** Shows and closes toasts of the nearest `ToastProvider`. */
export interface Toaster {
  /** Shows a toast for `duration` (default `'default'`, 10 s) and answers its key. */
  show(message: ToastMessage, duration?: ToastDuration): string;
  /** Closes a toast before its time. */
  close(key: string): void;
}

const ToasterContext = createContext<Toaster | null>(null);

// Most pages never show a toast: the region's code (react-aria's toast region, landmark and live
// announcer) loads with the first one.
const regionPart = preloadable(() => import('./ToastRegionView'));

function LoadedRegion(props: ToastRegionViewProps) {
  const { ToastRegionView } = regionPart.read();
  return <ToastRegionView {...props} />;
}

export interface ToastProviderProps {
  /** Names the toast region (a landmark) for screen readers, e.g. 'Notifications'. Default: react-aria's words. */
  label?: string;
  children: ReactNode;
}

/**
 * Holds the page's toasts and shows them at the bottom of the screen: react-aria's toast region (a
 * landmark, F6 to reach it, timers that pause on hover and focus, focus kept when a toast closes). At
 * most three show at once; the next wait their turn.
 */
export function ToastProvider({ label, children }: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 }));
  // Drawn from the first toast on, and kept: the region gives focus back when its last toast closes.
  const [regionWanted, setRegionWanted] = useState(false);
  const toaster = useMemo<Toaster>(
    () => ({
      show: (message, duration = 'default') => {
        void regionPart.load();
        setRegionWanted(true);
        return queue.add(message, { timeout: toastTimeout(duration) });
      },
      close: (key) => queue.close(key),
    }),
    [queue],
  );
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {regionWanted && (
        <Suspense fallback={null}>
          <LoadedRegion queue={queue} label={label} />
        </Suspense>
      )}
    </ToasterContext.Provider>
  );
}

/** The toaster of the nearest `ToastProvider`. */
export function useToast(): Toaster {
  const toaster = useContext(ToasterContext);
  if (toaster === null) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
