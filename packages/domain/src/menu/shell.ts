import type { BrandConfig } from '../brand/brand';
import { featureSet } from '../features/features';
import type { Lang } from '../locale';
import { isBuilt } from '../routes/built';
import type { PageId } from '../routes/table';
import { isMenuAction, type MenuGroup, menuFor } from './menu';

/** The page the shell frames: a page of the route table, or the not-found page. */
export type ShellPage = PageId | 'notFound';

// The session-timed-out, SMS code, new-customer, transaction-path and pay-visit pages have no menu and
// no footer (messaging-invoices-shell.md §2, patient-area.md §2); the occupational vaccination page
// fills the whole window; a visit's print view is a sheet of paper.
const barePages: readonly ShellPage[] = [
  'smsCode',
  'sessionExpired',
  'newCustomer',
  'transactionPath',
  'chooseChild',
  'occupationalVaccination',
  'payVisit',
  'visitPrint',
];
// The sign-in pages are themselves the way in; a header log-in link there would only repeat them.
const signInPages: readonly ShellPage[] = [
  'front',
  'login',
  'smsCode',
  'sessionExpired',
  'transactionPath',
  'occupationalVaccination',
];

/** What the shell needs to know to decide its parts. */
export interface ShellContext {
  readonly page: ShellPage;
  readonly lang: Lang;
  /** Somebody is signed in. */
  readonly signedIn: boolean;
  /**
   * The session's scope: `inAppBooking` is the booking embedded in the mobile app, whose own
   * navigation, account and log-out surround it. Default: `default`, the web portal.
   */
  readonly scope?: string | null;
}

/** Which parts of the shell a page shows. */
export interface ShellParts {
  /** The side navigation (and the small-screen menu button). */
  readonly menu: boolean;
  readonly footer: boolean;
  /** The header's log-in link, for a visitor. */
  readonly loginLink: boolean;
  /** The header's user menu (my information, log-out), for a signed-in person. */
  readonly userMenu: boolean;
  /** The header's help link. */
  readonly help: boolean;
  /** The user menu's my-information link. */
  readonly myInformation: boolean;
  /** The footer's terms link. */
  readonly terms: boolean;
  /** The footer's link to the accessibility statement. */
  readonly accessibility: boolean;
}

/**
 * The parts of the shell on a page (messaging-invoices-shell.md §2, §4, §6). A link to a page that is
 * not built yet is left out. The booking embedded in the mobile app (`inAppBooking`) keeps the header's
 * logo, title and languages and the session warnings; the app around it has the menu, the account and
 * log-out, and its own store links, so the menu, the user menu, help and the footer are left out.
 */
export function shellParts({ page, lang, signedIn, scope }: ShellContext): ShellParts {
  const embedded = scope === 'inAppBooking';
  const bare = barePages.includes(page) || embedded;
  return {
    menu: signedIn && !bare,
    footer: !bare,
    loginLink: !signedIn && !signInPages.includes(page) && !embedded,
    userMenu: signedIn && !embedded,
    // The help pages are in Finnish only, and for signed-in people.
    help: signedIn && lang === 'fi' && isBuilt('help') && !embedded,
    myInformation: isBuilt('myInformation'),
    terms: isBuilt('eula'),
    accessibility: isBuilt('accessibility'),
  };
}

/** What the session tells about the person, for the menu. */
export interface MenuSession {
  /** The feature flags of the session, as the server names them. */
  readonly features: readonly string[];
  readonly healthCareType: string | null;
}

/**
 * The menu a signed-in person sees: the domain's `menuFor` decides what the person may see, and of
 * that only the built pages are listed (and the log-out action); groups left empty are dropped.
 */
export function shellMenu(config: BrandConfig, session: MenuSession): MenuGroup[] {
  const features = featureSet(session.features);
  const menu = menuFor(config, {
    features,
    hasOccupationalCare: session.healthCareType === 'occupational',
    // The membership comes to the session as the per-member flag.
    isSicknessFundMember: features.has('is-finnair-sickness-fund-member'),
  });
  return builtMenu(menu);
}

/** Whether a signed-in person's menu offers a page: the pages that link onward ask the menu's rules. */
export function menuOffers(config: BrandConfig, session: MenuSession, page: PageId): boolean {
  return shellMenu(config, session).some((group) => group.items.some((item) => item.id === page));
}

/** Keeps of a menu only its built pages and its actions, and drops the groups left empty. */
export function builtMenu(menu: readonly MenuGroup[]): MenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => isMenuAction(item.id) || isBuilt(item.id)),
    }))
    .filter((group) => group.items.length > 0);
}
