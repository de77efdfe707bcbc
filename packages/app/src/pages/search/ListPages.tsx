import { buildPath, featureSet, helsinkiIsoDate, kela65Available } from '@portal/domain';
import { preloadMultiComboBox, useNow } from '@portal/ui';
import { Navigate, useLocation } from 'react-router';
import { usePortal } from '../../router/PortalContext';
import { NotFoundPage } from '../notFound';
import { AppointmentListPage } from './AppointmentListPage';

// The filter's fields travel in a chunk of their own; it is asked for with the list's code, not
// when the filter is first drawn.
void preloadMultiComboBox().catch(() => undefined);

/** The private customer's list. */
export function PrivateListPage() {
  return <AppointmentListPage customerType="private" />;
}

/** The list for visitors who have not signed in. */
export function AnonymousListPage() {
  return <AppointmentListPage customerType="private" anonymous />;
}

/** The insurance customer's list. */
export function InsuranceListPage() {
  return <AppointmentListPage customerType="insurance" />;
}

/** The kela65 list, with its fixed specialty; only while kela65 visits are offered. */
export function Kela65ListPage() {
  const { session } = usePortal();
  const now = useNow();
  if (!kela65Available(featureSet(session.features), helsinkiIsoDate(now))) return <NotFoundPage />;
  return <AppointmentListPage customerType="kela65" />;
}

/**
 * The occupational list: only with the `ohc-appointment-search` flag, and only signed in; a
 * visitor is sent to sign in and brought back.
 */
export function OccupationalListPage() {
  const { lang, session } = usePortal();
  const location = useLocation();
  if (!featureSet(session.features).has('ohc-appointment-search')) return <NotFoundPage />;
  if (!session.isSessionValid) {
    const next = location.pathname + location.search;
    return <Navigate replace to={buildPath('login', lang, undefined, { next })} />;
  }
  return <AppointmentListPage customerType="occupational" />;
}
