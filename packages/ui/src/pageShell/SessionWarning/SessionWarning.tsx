import { toastDurations } from '@portal/domain';
import { useEffect, useState } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { ClockIcon, CloseIcon } from '../icons';
import { InPlacePortal } from '../portal';
import * as styles from './SessionWarning.css';

export interface SessionWarningProps {
  /**
   * The warning to show, e.g. "Save pending changes. Your session will expire in 30 seconds."
   * Each new message shows a new toast; `null` takes any warning away (the session ended or was renewed).
   */
  message: string | null;
  /** Name of the notifications landmark, e.g. "Notifications". */
  regionLabel: string;
  /** Accessible name of the toast's close button, e.g. "Close". */
  dismissLabel: string;
  /** How long a warning stays, in milliseconds. Default: the specification's toast time, 10 s. */
  timeout?: number;
}

/**
 * The toast that warns before the session ends. react-aria gives the notifications landmark (F6 reaches
 * it), the announcement, timers that wait while the toast is hovered or focused, and focus return when
 * it closes; this adds the look.
 */
export function SessionWarning({
  message,
  regionLabel,
  dismissLabel,
  timeout = toastDurations.default,
}: SessionWarningProps) {
  const [queue] = useState(() => new ToastQueue<string>({ maxVisibleToasts: 1 }));

  useEffect(() => {
    queue.clear();
    if (message !== null) queue.add(message, { timeout });
  }, [queue, message, timeout]);

  return (
    // react-aria portals the region; in place rather than into document.body, so it keeps the theme.
    <InPlacePortal>
      <ToastRegion queue={queue} aria-label={regionLabel} className={styles.region}>
        {({ toast }) => (
          <Toast toast={toast} className={styles.toast} data-tone="warning">
            <ClockIcon />
            <ToastContent className={styles.content}>
              <Text slot="title">{toast.content}</Text>
            </ToastContent>
            <Button slot="close" className={styles.close} aria-label={dismissLabel}>
              <CloseIcon />
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </InPlacePortal>
  );
}
