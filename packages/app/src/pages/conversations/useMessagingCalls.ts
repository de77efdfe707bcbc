import { useMemo } from 'react';
import { usePortal } from '../../router/PortalContext';
import { type MessagingCalls, messagingCalls } from './messagingCalls';

/** The messaging calls with the session's CSRF token. */
export function useMessagingCalls(): MessagingCalls {
  const { session } = usePortal();
  const csrfToken = session.csrfToken ?? '';
  return useMemo(() => messagingCalls(csrfToken), [csrfToken]);
}
