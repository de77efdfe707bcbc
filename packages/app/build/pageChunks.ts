import type { PageId } from '@portal/domain';

/** How the HTML of one page helps it show sooner. */
export interface PageChunk {
  /**
   * The page's module, as the build's manifest names it (relative to `packages/app`): the HTML asks
   * for its chunk, the chunks it imports and its CSS at once (`modulepreload`, `stylesheet`) instead
   * of after the app's first script has run.
   */
  source: string;
  /**
   * Drawn on the server for a visitor without a session: the HTML carries the page's first state (its
   * skeleton until its own data arrives), which the browser paints before any script, and the app
   * hydrates it. Only for pages a visitor may open without signing in. Default `false`.
   */
  prerender?: boolean;
}

/**
 * The pages whose HTML preloads their own chunk, and which of them the server draws for visitors. A
 * new page joins with one line here; pages not listed load their chunk after the app starts.
 */
export const pageChunks: Partial<Record<PageId, PageChunk>> = {
  visitTypeLanding: { source: 'src/pages/search/VisitTypeLandingPage.tsx', prerender: true },
  privateList: { source: 'src/pages/search/ListPages.tsx', prerender: true },
  insuranceList: { source: 'src/pages/search/ListPages.tsx', prerender: true },
  kela65List: { source: 'src/pages/search/ListPages.tsx', prerender: true },
  anonymousAvailable: { source: 'src/pages/search/ListPages.tsx', prerender: true },
  // A visitor is sent to sign in first.
  occupationalList: { source: 'src/pages/search/ListPages.tsx' },
  reserve: { source: 'src/pages/reservation/ReservePage.tsx', prerender: true },
  reserveInsurance: { source: 'src/pages/reservation/ReservePage.tsx', prerender: true },
  reserveOccupational: { source: 'src/pages/reservation/ReservePage.tsx', prerender: true },
  reserveAnonymous: { source: 'src/pages/reservation/ReserveAnonymousPage.tsx', prerender: true },
  // A patient's own pages: signed in only.
  appointments: { source: 'src/pages/appointments/AppointmentsPage.tsx' },
  appointment: { source: 'src/pages/appointments/AppointmentPage.tsx' },
  newCustomer: { source: 'src/pages/appointments/NewCustomerPage.tsx' },
  anonymousAppointment: { source: 'src/pages/appointmentLink/AnonymousAppointmentPage.tsx' },
  // Invoices are a signed-in person's; the result page is where the payment service sends them back.
  invoices: { source: 'src/pages/invoices/InvoicesPage.tsx' },
  invoiceSummary: { source: 'src/pages/invoices/InvoiceSummaryPage.tsx' },
  pay: { source: 'src/pages/invoices/PayPage.tsx' },
  payment: { source: 'src/pages/invoices/PaymentResultPage.tsx' },
  payVisit: { source: 'src/pages/invoices/PayVisitPage.tsx' },
};
