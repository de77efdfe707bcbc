import type { Lang } from '../locale';
import { type BuildArgs, buildPath } from './build';
import type { PageId } from './table';

/**
 * The pages of the route table that are built so far: the one list that every link consults. A link
 * to any other page is not shown, so the service grows page by page without leading anyone to
 * "Could not find current page". Add a page here in the same change that gives it a component in the
 * app's page map; the app's tests check that every listed page has one.
 */
export const builtPages = [
  'front',
  'login',
  'smsCode',
  'sessionExpired',
  // Appointment search.
  'visitTypeLanding',
  'privateList',
  'insuranceList',
  'kela65List',
  'occupationalList',
  'anonymousAvailable',
  // Reserving one time.
  'reserve',
  'reserveInsurance',
  'reserveOccupational',
  'reserveAnonymous',
  'insurerPartner',
  'registration',
  'consent',
  // The patient's own appointments.
  'newCustomer',
  'appointments',
  'appointment',
  'anonymousAppointment',
  // Visits, prescriptions and certificates.
  'visits',
  'visit',
  'visitPrint',
  'prescriptions',
  'prescriptionRenewal',
  'certificates',
  // The occupational health vaccination page.
  'occupationalVaccination',
  // Acting for a child.
  'hpaRegister',
  'transactionPath',
  'chooseChild',
  // Invoices and paying them.
  'invoices',
  'invoiceSummary',
  'pay',
  'payment',
  'payVisit',
  // The information pages, the sickness fund and the occupational health team.
  'eula',
  'help',
  'chatNotice',
  'accessibility',
  'sicknessFund',
  'occupationalTeam',
  // Messaging with the clinic.
  'conversations',
  'conversation',
  'newConversation',
  // The person's own information.
  'myInformation',
  // Laboratory, imaging, vaccinations and questionnaires.
  'laboratory',
  'laboratoryReferral',
  'laboratoryResult',
  'imaging',
  'imagingReferral',
  'imagingResult',
  'vaccinations',
  'questionnaires',
  'questionnaire',
] as const satisfies readonly PageId[];

/** A page that is built; see {@link builtPages}. */
export type BuiltPageId = (typeof builtPages)[number];

/** Tells whether a page is built, and so whether a link to it may be shown. */
export function isBuilt(page: PageId): page is BuiltPageId {
  return (builtPages as readonly PageId[]).includes(page);
}

/**
 * The address of a page when it is built, else `null`: a link given `null` is not shown.
 *
 * @example builtPath('appointments', 'fi') // null until the appointments page is built
 */
export function builtPath<P extends PageId>(page: P, lang: Lang, ...args: BuildArgs<P>): string | null {
  // Not through `isBuilt`: its narrowing of `page` would lose the parameters' type.
  return (builtPages as readonly PageId[]).includes(page) ? buildPath(page, lang, ...args) : null;
}
