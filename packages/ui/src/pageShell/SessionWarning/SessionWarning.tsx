import { useEffect, useRef } from 'react';
import { useToast } from '../../Toast';

/**
 * What a session warning offers: `extendable`, saving or Continue; `final`, saving only, the session
 * having reached the longest it may last since sign-in.
 */
export const sessionWarningKinds = ['extendable', 'final'] as const;
/** One of {@link sessionWarningKinds}. */
export type SessionWarningKind = (typeof sessionWarningKinds)[number];

export interface SessionWarningProps {
  /**
   * The warning to show, e.g. "Save pending changes. Your session will expire in 30 seconds."
   * Each new message replaces the one before; `null` takes it away (the session ended or was renewed).
   */
  message: string | null;
  /**
   * The button that extends the session ("Continue"), shown beside the message; `null` or absent
   * shows none (the session cannot be extended any more). Pressing it does not close the warning:
   * the owner takes the message away once the session is extended, so a failed extension still warns.
   */
  action?: { readonly label: string; readonly onPress: () => void } | null;
}

/**
 * The warning before the session ends, as a toast of the nearest `ToastProvider` (react-aria's toast
 * region: a landmark, announced, focus kept when it closes). It stays until closed or replaced: a
 * person who looked away still finds it, and the next warning or the timed-out page follows anyway.
 */
export function SessionWarning({ message, action = null }: SessionWarningProps) {
  const toast = useToast();
  // The latest handler, so that a new function on each render does not show the toast anew.
  const onPress = useRef(action?.onPress);
  onPress.current = action?.onPress;
  const label = action?.label ?? null;
  useEffect(() => {
    if (message === null) return;
    const key = toast.show(
      {
        text: message,
        tone: 'warning',
        ...(label === null ? {} : { action: { label, onPress: () => onPress.current?.() } }),
      },
      'untilClosed',
    );
    return () => toast.close(key);
  }, [message, label, toast]);
  return null;
}
