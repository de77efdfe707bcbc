import { buildPath } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePortal } from '../../router/PortalContext';

/** A page for a signed-in person: a visitor is sent to sign in and brought back. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { lang, session } = usePortal();
  const location = useLocation();
  if (!session.isSessionValid) {
    const next = location.pathname + location.search;
    return <Navigate replace to={buildPath('login', lang, undefined, { next })} />;
  }
  return children;
}
