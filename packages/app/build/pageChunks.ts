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
   * Chunks the page's own code asks for as soon as it runs (`preloadable` parts, such as the list
   * filter's fields), as the build's manifest names their modules: the HTML asks for them beside the
   * page's chunk instead of after it. Default: none.
   */
  parts?: readonly string[];
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
const listFields = ['../ui/src/MultiComboBox/MultiComboBoxField.tsx'];

export const pageChunks: Partial<Record<PageId, PageChunk>> = {
  visitTypeLanding: { source: 'src/pages/search/VisitTypeLandingPage.tsx', prerender: true },
  privateList: { source: 'src/pages/search/ListPages.tsx', parts: listFields, prerender: true },
  insuranceList: { source: 'src/pages/search/ListPages.tsx', parts: listFields, prerender: true },
  kela65List: { source: 'src/pages/search/ListPages.tsx', parts: listFields, prerender: true },
  anonymousAvailable: { source: 'src/pages/search/ListPages.tsx', parts: listFields, prerender: true },
  // A visitor is sent to sign in first.
  occupationalList: { source: 'src/pages/search/ListPages.tsx', parts: listFields },
  reserve: { source: 'src/pages/reservation/ReservePage.tsx', prerender: true },
  reserveInsurance: { source: 'src/pages/reservation/ReservePage.tsx', prerender: true },
  reserveOccupational: { source: 'src/pages/reservation/ReservePage.tsx', prerender: true },
  reserveAnonymous: { source: 'src/pages/reservation/ReserveAnonymousPage.tsx', prerender: true },
  // A patient's own pages: signed in only.
  appointments: { source: 'src/pages/appointments/AppointmentsPage.tsx' },
  appointment: { source: 'src/pages/appointments/AppointmentPage.tsx' },
  newCustomer: { source: 'src/pages/appointments/NewCustomerPage.tsx' },
  anonymousAppointment: { source: 'src/pages/appointmentLink/AnonymousAppointmentPage.tsx' },
  // Visits, prescriptions and certificates are a signed-in person's.
  visits: { source: 'src/pages/visits/VisitsPage.tsx' },
  visit: { source: 'src/pages/visits/VisitPage.tsx' },
  visitPrint: { source: 'src/pages/visits/VisitPrintPage.tsx' },
  prescriptions: { source: 'src/pages/prescriptions/PrescriptionsPage.tsx' },
  prescriptionRenewal: { source: 'src/pages/prescriptions/RenewalPage.tsx' },
  certificates: { source: 'src/pages/certificates/CertificatesPage.tsx' },
  // Invoices are a signed-in person's; the result page is where the payment service sends them back.
  invoices: { source: 'src/pages/invoices/InvoicesPage.tsx' },
  invoiceSummary: { source: 'src/pages/invoices/InvoiceSummaryPage.tsx' },
  pay: { source: 'src/pages/invoices/PayPage.tsx' },
  payment: { source: 'src/pages/invoices/PaymentResultPage.tsx' },
  payVisit: { source: 'src/pages/invoices/PayVisitPage.tsx' },
  // The information pages, the sickness fund and the occupational health team.
  eula: { source: 'src/pages/infoPages/TermsPage.tsx' },
  accessibility: { source: 'src/pages/infoPages/AccessibilityPage.tsx' },
  chatNotice: { source: 'src/pages/infoPages/ChatNoticePage.tsx' },
  help: { source: 'src/pages/infoPages/HelpPage.tsx' },
  sicknessFund: { source: 'src/pages/sicknessFund/SicknessFundPage.tsx' },
  occupationalTeam: { source: 'src/pages/occupationalTeam/OccupationalTeamPage.tsx' },
  myInformation: { source: 'src/pages/myInformation/MyInformationPage.tsx' },
  // The health record pages of a signed-in person.
  laboratory: { source: 'src/pages/records/laboratory/LaboratoryPage.tsx' },
  laboratoryReferral: { source: 'src/pages/records/laboratory/LaboratoryReferralPage.tsx' },
  laboratoryResult: { source: 'src/pages/records/laboratory/LaboratoryResultPage.tsx' },
  imaging: { source: 'src/pages/records/imaging/ImagingPage.tsx' },
  imagingReferral: { source: 'src/pages/records/laboratory/LaboratoryReferralPage.tsx' },
  imagingResult: { source: 'src/pages/records/imaging/ImagingResultPage.tsx' },
  vaccinations: { source: 'src/pages/records/vaccinations/VaccinationsPage.tsx' },
  questionnaires: { source: 'src/pages/records/questionnaires/QuestionnairesPage.tsx' },
  questionnaire: { source: 'src/pages/records/questionnaires/QuestionnairePage.tsx' },
  // Acting for a child: the way in is for visitors, the choice of the child after signing in.
  transactionPath: { source: 'src/pages/actingForChild/TransactionPathPage.tsx' },
  chooseChild: { source: 'src/pages/actingForChild/ChildChoicePage.tsx' },
  occupationalVaccination: { source: 'src/pages/occupationalVaccination/OccupationalVaccinationPage.tsx' },
};
