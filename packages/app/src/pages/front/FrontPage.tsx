import {
  appointmentCancelledMarker,
  buildPath,
  featureSet,
  frontSectionPage,
  frontSections,
  mfaOnboardingMarker,
  type OwnAppointmentWire,
  shellName,
} from '@portal/domain';
import { FrontDoorView, FrontPageView, type FrontSectionState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { newCustomerQuery, ownAppointmentsQuery } from '../appointments/queries';

// The record sections come with their own chunk, so the first page's script stays as small as it was.
const recordSections = () => import('./RecordSections');
const FrontVisitsSection = lazy(() => recordSections().then((m) => ({ default: m.FrontVisitsSection })));
const FrontPrescriptionsSection = lazy(() =>
  recordSections().then((m) => ({ default: m.FrontPrescriptionsSection })),
);
const FrontLaboratorySection = lazy(() =>
  recordSections().then((m) => ({ default: m.FrontLaboratorySection })),
);
const FrontQuestionnairesSection = lazy(() =>
  recordSections().then((m) => ({ default: m.FrontQuestionnairesSection })),
);
const FrontSmsPrompt = lazy(() => import('./SmsPrompt').then((m) => ({ default: m.FrontSmsPrompt })));
// The messaging client loads with this section, never with the first page's script.
const FrontConversationsSection = lazy(() =>
  import('./ConversationsSection').then((m) => ({ default: m.FrontConversationsSection })),
);
const FrontImagingSection = lazy(() => recordSections().then((m) => ({ default: m.FrontImagingSection })));

/** `/{lang}`: the overview of a signed-in patient; booking and the way in for everybody else. */
export function FrontPage() {
  const { user, actingFor, session } = usePortal();
  // The welcome names the first of the given names, as the rest of the shell does; while a guardian
  // acts for a child the front page is the child's.
  const patient = actingFor ?? user;
  if (patient !== null) return <Overview firstName={shellName(patient).firstName} />;
  // Identified, but with no patient record: new here, not signed out (patient-area.md §2).
  if (session.isSessionValid && !session.mfaPending) return <NewCustomerRedirect />;
  return <FrontDoor />;
}

function NewCustomerRedirect() {
  const { lang } = usePortal();
  return <Navigate replace to={buildPath('newCustomer', lang)} />;
}

function Overview({ firstName }: { firstName: string }) {
  const LL = useI18n();
  const { brand, lang, session } = usePortal();
  const [query, setQuery] = useSearchParams();
  useDocumentTitle(LL.frontPage.title());
  const appointments = useQuery(ownAppointmentsQuery(lang));
  const newCustomer = useQuery(newCustomerQuery());
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
  const dropOnboarding = useCallback(() => {
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(mfaOnboardingMarker);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setQuery]);
  if (newCustomer.data === true) return <NewCustomerRedirect />;
  const sections = frontSections(brand, featureSet(session.features));
  const state: FrontSectionState<OwnAppointmentWire> = appointments.isPending
    ? { kind: 'loading' }
    : appointments.isError
      ? { kind: 'error' }
      : { kind: 'ready', items: appointments.data.future };
  return (
    <FrontPageView
      brandName={brand.displayName}
      firstName={firstName}
      sections={sections}
      sectionContent={{
        conversations: <Lazily section={<FrontConversationsSection lang={lang} />} />,
        visits: <Lazily section={<FrontVisitsSection lang={lang} />} />,
        prescriptions: <Lazily section={<FrontPrescriptionsSection lang={lang} />} />,
        laboratory: <Lazily section={<FrontLaboratorySection lang={lang} />} />,
        questionnaires: <Lazily section={<FrontQuestionnairesSection lang={lang} />} />,
        imaging: <Lazily section={<FrontImagingSection lang={lang} />} />,
      }}
      appointments={state}
      prompt={
        query.has(mfaOnboardingMarker) ? (
          <Lazily section={<FrontSmsPrompt onEnded={dropOnboarding} />} />
        ) : null
      }
      sectionHref={(section) => buildPath(frontSectionPage(section), lang)}
      appointmentHref={(id) => buildPath('appointment', lang, { ids: [id] })}
      onRetry={() => void appointments.refetch()}
      appointmentCancelled={query.has(appointmentCancelledMarker)}
      onCancelledShown={dropMarker}
    />
  );
}

function Lazily({ section }: { section: ReactNode }) {
  return <Suspense fallback={null}>{section}</Suspense>;
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
