import {
  appointmentCancelledMarker,
  buildPath,
  featureSet,
  frontSectionPage,
  frontSections,
  isNewCustomer,
  type OwnAppointmentWire,
  shellName,
} from '@portal/domain';
import { FrontDoorView, FrontPageView, type FrontSectionState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ownAppointmentsQuery } from '../appointments/queries';

/** `/{lang}`: the overview of a signed-in patient; booking and the way in for everybody else. */
export function FrontPage() {
  const { user } = usePortal();
  // The welcome names the first of the given names, as the rest of the shell does.
  return user === null ? <FrontDoor /> : <Overview firstName={shellName(user).firstName} />;
}

function Overview({ firstName }: { firstName: string }) {
  const LL = useI18n();
  const { brand, lang, session } = usePortal();
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(LL.frontPage.title());
  const appointments = useQuery(ownAppointmentsQuery(lang));
  const dropMarker = useCallback(() => {
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(appointmentCancelledMarker);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setQuery]);
  if (appointments.isSuccess && isNewCustomer(appointments.data)) {
    return <Navigate replace to={buildPath('newCustomer', lang)} />;
  }
  const state: FrontSectionState<OwnAppointmentWire> = appointments.isPending
    ? { kind: 'loading' }
    : appointments.isError
      ? { kind: 'error' }
      : { kind: 'ready', items: appointments.data.future };
  return (
    <FrontPageView
      brandName={brand.displayName}
      firstName={firstName}
      sections={frontSections(brand, featureSet(session.features))}
      appointments={state}
      sectionHref={(section) => buildPath(frontSectionPage(section), lang)}
      appointmentHref={(id) => buildPath('appointment', lang, { ids: [id] })}
      onRetry={() => void appointments.refetch()}
      appointmentCancelled={query.has(appointmentCancelledMarker)}
      onCancelledShown={dropMarker}
    />
  );
}

function FrontDoor() {
  const LL = useI18n();
  const { brand, lang } = usePortal();
  useDocumentTitle(LL.frontPage.title());
  return (
    <FrontDoorView
      brandName={brand.displayName}
      bookingHref={buildPath('visitTypeLanding', lang)}
      signInHref={strongAuthenticationUrl(lang, null)}
    />
  );
}
