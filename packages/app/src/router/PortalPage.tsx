import { ThemeProvider } from '@portal/ui';
import { type ComponentType, Suspense, useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider';
import { appointmentLinkPages } from '../pages/appointmentLink';
import { appointmentPages } from '../pages/appointments';
import { PageLoading } from '../pages/error';
import { FrontPage } from '../pages/front';
import { insurancePages } from '../pages/insurance';
import { invoicePages } from '../pages/invoices';
import { LoginPage } from '../pages/login';
import { NotFoundPage } from '../pages/notFound';
import { reservationPages } from '../pages/reservation';
import { searchPages } from '../pages/search';
import { SessionExpiredPage } from '../pages/sessionExpired';
import { SmsCodePage } from '../pages/smsCode';
import { PortalShell } from '../shell/PortalShell';
import type { portalLoader } from './loader';
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
  ...invoicePages,
  front: FrontPage,
  login: LoginPage,
  smsCode: SmsCodePage,
  sessionExpired: SessionExpiredPage,
  notFound: NotFoundPage,
};

/** The page of the current address inside the shell, in the brand's theme, with its language and session. */
export function PortalPage() {
  const portal = useLoaderData<typeof portalLoader>();
  const Page = pageComponents[portal.page] ?? NotFoundPage;
  useEffect(() => {
    document.documentElement.lang = portal.lang;
  }, [portal.lang]);
  return (
    <ThemeProvider brand={portal.brand.id}>
      <I18nProvider lang={portal.lang}>
        <PortalContext.Provider value={portal}>
          <PortalShell>
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          </PortalShell>
        </PortalContext.Provider>
      </I18nProvider>
    </ThemeProvider>
  );
}
