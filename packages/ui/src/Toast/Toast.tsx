import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  Button,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { ThemeScope } from '../theme/ThemeProvider';
import { type ToastDuration, toastTimeout } from './durations';
import {
  close,
  closeIcon,
  content,
  region,
  title as titleStyle,
  toast as toastStyle,
  type toastTones,
} from './Toast.css';

/** Kind of message: the colour of the toast's edge. */
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. */
export interface ToastMessage {
  /** The message, e.g. 'Appointment canceled'. */
  text: string;
  /** A short first line in bold. Default: none. */
  title?: string;
  /** Kind of message. Default `'info'`. */
  tone?: ToastTone;
}

/** Shows and closes toasts of the nearest `ToastProvider`. */
export interface Toaster {
  /** Shows a toast for `duration` (default `'default'`, 10 s) and answers its key. */
  show(message: ToastMessage, duration?: ToastDuration): string;
  /** Closes a toast before its time. */
  close(key: string): void;
}

const ToasterContext = createContext<Toaster | null>(null);

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
  const toaster = useMemo<Toaster>(
    () => ({
      show: (message, duration = 'default') => queue.add(message, { timeout: toastTimeout(duration) }),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <ToastRegion queue={queue} aria-label={label} className={region}>
        {({ toast }) => (
          <ThemeScope>
            <AriaToast
              toast={toast}
              data-tone={toast.content.tone ?? 'info'}
              className={toastStyle({ tone: toast.content.tone })}
            >
              <ToastContent className={content}>
                {toast.content.title !== undefined && (
                  <Text slot="title" className={titleStyle}>
                    {toast.content.title}
                  </Text>
                )}
                <Text slot={toast.content.title === undefined ? 'title' : 'description'}>
                  {toast.content.text}
                </Text>
              </ToastContent>
              <Button slot="close" className={close}>
                <svg viewBox="0 0 20 20" className={closeIcon} aria-hidden focusable="false">
                  <path
                    d="M5 5l10 10M15 5L5 15"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            </AriaToast>
          </ThemeScope>
        )}
      </ToastRegion>
    </ToasterContext.Provider>
  );
}

/** The toaster of the nearest `ToastProvider`. */
export function useToast(): Toaster {
  const toaster = useContext(ToasterContext);
  if (toaster === null) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
