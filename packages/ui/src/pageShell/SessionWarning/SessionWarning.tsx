import { useEffect } from 'react';
import { useToast } from '../../Toast';

export interface SessionWarningProps {
  /**
   * The warning to show, e.g. "Save pending changes. Your session will expire in 30 seconds."
   * Each new message replaces the one before; `null` takes it away (the session ended or was renewed).
   */
  message: string | null;
}

/**
 * The warning before the session ends, as a toast of the nearest `ToastProvider` (react-aria's toast
 * region: a landmark, announced, focus kept when it closes). It stays until closed or replaced: a
 * person who looked away still finds it, and the next warning or the timed-out page follows anyway.
 */
export function SessionWarning({ message }: SessionWarningProps) {
  const toast = useToast();
  useEffect(() => {
    if (message === null) return;
    const key = toast.show({ text: message, tone: 'warning' }, 'untilClosed');
    return () => toast.close(key);
  }, [message, toast]);
  return null;
}
