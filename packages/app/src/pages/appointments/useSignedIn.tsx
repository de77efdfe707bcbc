import { buildPath } from '@portal/domain';
import { Navigate, useLocation } from 'react-router';
import { usePortal } from '../../router/PortalContext';

/**
 * The patient's own pages need a valid session: anyone else is sent to the log-in page, and back here
 * afterwards. Answers the redirect to render, or `null` when signed in.
 */
export function useSignInRedirect() {
  const { session, lang } = usePortal();
  const { pathname, search } = useLocation();
  if (session.isSessionValid) return null;
  return <Navigate replace to={buildPath('login', lang, undefined, { next: pathname + search })} />;
}
