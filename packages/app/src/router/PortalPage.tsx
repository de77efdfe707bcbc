import { ThemeProvider } from '@portal/ui';
import { type ComponentType, Suspense, useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { actingForChildPages } from '../pages/actingForChild';
import { appointmentLinkPages } from '../pages/appointmentLink';
import { appointmentPages } from '../pages/appointments';
import { certificatePages } from '../pages/certificates';
import { conversationPages } from '../pages/conversations';
import { PageLoading } from '../pages/error';
import { frontPages } from '../pages/front';
import { infoPages } from '../pages/infoPages';
import { insurancePages } from '../pages/insurance';
import { invoicePages } from '../pages/invoices';
import { loginPages } from '../pages/login';
import { myInformationPages } from '../pages/myInformation';
import { NotFoundPage } from '../pages/notFound';
import { occupationalTeamPages } from '../pages/occupationalTeam';
import { occupationalVaccinationPages } from '../pages/occupationalVaccination';
import { prescriptionPages } from '../pages/prescriptions';
import { labAndSurveyPages } from '../pages/records/labAndSurveys';
import { reservationPages } from '../pages/reservation';
import { searchPages } from '../pages/search';
import { sessionExpiredPages } from '../pages/sessionExpired';
import { sicknessFundPages } from '../pages/sicknessFund';
import { smsCodePages } from '../pages/smsCode';
import { visitPages } from '../pages/visits';
import { PortalShell } from '../shell/PortalShell';
import type { portalLoader } from './loader';
import { PageReady } from './PageReady';
import { PortalContext } from './PortalContext';
import type { ShownPage } from './resolvePage';

/**
 * The component of each page built so far; a page of the route table without one is not found. Each
 * feature keeps its own map in its folder of `pages/`.
 */
const pageComponents: Partial<Record<ShownPage, ComponentType>> = {
  ...searchPages,
  ...reservationPages,
  ...insurancePages,
  ...appointmentPages,
  ...appointmentLinkPages,
  ...actingForChildPages,
  ...occupationalVaccinationPages,
  ...invoicePages,
  ...infoPages,
  ...sicknessFundPages,
  ...occupationalTeamPages,
  ...visitPages,
  ...prescriptionPages,
  ...certificatePages,
  ...labAndSurveyPages,
  ...conversationPages,
  ...myInformationPages,
  ...frontPages,
  ...loginPages,
  ...smsCodePages,
  ...sessionExpiredPages,
  notFound: NotFoundPage,
};

/** The page of the current address inside the shell, in the brand's theme, with its language and session. */
export function PortalPage() {
  const portal = useLoaderData<typeof portalLoader>();
  const Page = pageComponents[portal.page] ?? NotFoundPage;
  const { pathname, search, key } = useLocation();
  useEffect(() => {
    // Writing the same language again still has the browser restyle the page.
    if (document.documentElement.lang !== portal.lang) document.documentElement.lang = portal.lang;
  }, [portal.lang]);
  return (
    <ThemeProvider brand={portal.brand.id}>
      <I18nProvider lang={portal.lang}>
        <PortalContext.Provider value={portal}>
          <PortalShell>
            <Suspense fallback={<PageLoading />}>
              <Page />
              <PageReady key={`${pathname}${search}#${key}`} />
            </Suspense>
          </PortalShell>
        </PortalContext.Provider>
      </I18nProvider>
    </ThemeProvider>
  );
}
