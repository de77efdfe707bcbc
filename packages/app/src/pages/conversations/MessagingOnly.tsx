import { buildPath, featureSet } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePortal } from '../../router/PortalContext';

/**
 * The conversation pages are for a signed-in person (a visitor is sent to sign in and brought back)
 * and render only while the feature customer-messaging-allowed is on; otherwise they are empty
 * (patient-area.md §2).
 */
export function MessagingOnly({ children }: { children: ReactNode }) {
  const { lang, session } = usePortal();
  const location = useLocation();
  if (!session.isSessionValid) {
    const next = location.pathname + location.search;
    return <Navigate replace to={buildPath('login', lang, undefined, { next })} />;
  }
  if (!featureSet(session.features).has('customer-messaging-allowed')) return null;
  return children;
}
