import type { BrandConfig } from '../brand/brand';
import type { Features } from '../features/features';
import { isBuilt } from '../routes/built';
import type { PageId } from '../routes/table';

/** The sections of the front page, in the order of patient-area.md §2. */
export const frontSectionIds = [
  'conversations',
  'appointments',
  'visits',
  'prescriptions',
  'laboratory',
  'questionnaires',
  'imaging',
] as const;
/** One of {@link frontSectionIds}. */
export type FrontSectionId = (typeof frontSectionIds)[number];

const pageOf: Record<FrontSectionId, PageId> = {
  conversations: 'conversations',
  appointments: 'appointments',
  visits: 'visits',
  prescriptions: 'prescriptions',
  laboratory: 'laboratory',
  questionnaires: 'questionnaires',
  imaging: 'imaging',
};

/** The page a section's show-all link leads to. */
export function frontSectionPage(section: FrontSectionId): PageId {
  return pageOf[section];
}

/**
 * The sections the front page shows: those whose page exists in the brand and is built, and
 * conversations only with the messaging flag (patient-area.md §2, §6). A section whose page is not
 * built yet is left out, so its show-all link never leads nowhere.
 */
export function frontSections(config: BrandConfig, features: Features): FrontSectionId[] {
  return frontSectionIds.filter((section) => {
    const page = pageOf[section];
    if (!config.pages.includes(page) || !isBuilt(page)) return false;
    return section !== 'conversations' || features.has('customer-messaging-allowed');
  });
}

/** How many upcoming appointments the front page lists before its show-all link. */
export const frontAppointmentCount = 3;

/**
 * What a person can have with the clinic, past or future (patient-area.md §2: "no appointments or
 * other events"): each a reason to show the front page instead of the new-customer welcome. An
 * occupational health contract counts, since its customer has a team and messages to reach.
 */
export const customerEventKinds = [
  'appointments',
  'visits',
  'prescriptions',
  'certificates',
  'referrals',
  'labTests',
  'imagingResults',
  'vaccinations',
  'questionnaires',
  'conversations',
  'invoices',
  'occupationalContract',
] as const;
/** One of {@link customerEventKinds}. */
export type CustomerEventKind = (typeof customerEventKinds)[number];

/**
 * A new customer (patient-area.md §2): signed in, with no appointments or other events at all,
 * past or future, or with no patient record. Such a person lands on the new-customer page.
 *
 * @param events which kinds the person has at least one of
 */
export function isNewCustomer(events: Readonly<Record<CustomerEventKind, boolean>>): boolean {
  return customerEventKinds.every((kind) => !events[kind]);
}
