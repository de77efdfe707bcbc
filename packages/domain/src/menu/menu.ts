import type { BrandConfig } from '../brand/brand';
import type { Features } from '../features/features';
import type { PageId } from '../routes/table';

/** The groups of the navigation menu, in the order of messaging-invoices-shell.md §2. */
export const menuGroupIds = [
  'home',
  'occupational',
  'sicknessFund',
  'appointments',
  'services',
  'account',
] as const;
/** One of {@link menuGroupIds}. */
export type MenuGroupId = (typeof menuGroupIds)[number];

/** The entries of the menu that are actions, not pages: log out here, and on all devices. */
export const menuActions = ['logout', 'logoutAllDevices'] as const;
/** One of {@link menuActions}. */
export type MenuAction = (typeof menuActions)[number];

/** Tells whether a menu entry is an action rather than a page. */
export function isMenuAction(id: PageId | MenuAction): id is MenuAction {
  return (menuActions as readonly string[]).includes(id);
}

/** One entry of the menu: a page, or one of the {@link menuActions}. */
export interface MenuItem {
  readonly id: PageId | MenuAction;
  /** Shown on small screens only (the log-out entries; the header has its own on large screens). */
  readonly mobileOnly: boolean;
}

/** One group of links. */
export interface MenuGroup {
  readonly id: MenuGroupId;
  readonly items: readonly MenuItem[];
}

/** What the menu needs to know about the signed-in person. */
export interface MenuContext {
  readonly features: Features;
  /** The person has an occupational health contract. */
  readonly hasOccupationalCare: boolean;
  /** The person belongs to the employer's sickness fund. */
  readonly isSicknessFundMember: boolean;
}

type Rule = (context: MenuContext) => boolean;

const always: Rule = () => true;
const messaging: Rule = ({ features }) =>
  features.has('customer-messaging-enabled') && features.has('customer-messaging-allowed');
// Messages are the occupational group's first entry for an occupational customer; a private customer,
// who has no such group, finds them first among the services, with the same flags (§2).
const privateMessaging: Rule = (c) => messaging(c) && !c.hasOccupationalCare;

// The specification names the occupational group as "messages, one more item, team"; the
// middle item is read here as occupational booking, the one occupational page a person acts on.
const layout: readonly (readonly [MenuGroupId, Rule, readonly (readonly [PageId | MenuAction, Rule])[]])[] = [
  ['home', always, [['front', always]]],
  [
    'occupational',
    (c) => c.hasOccupationalCare,
    [
      ['conversations', messaging],
      ['occupationalList', (c) => c.features.has('ohc-appointment-search')],
      ['occupationalTeam', always],
    ],
  ],
  [
    'sicknessFund',
    (c) =>
      c.isSicknessFundMember &&
      c.features.has('sickness-fund-page') &&
      c.features.has('is-finnair-sickness-fund-member'),
    [['sicknessFund', always]],
  ],
  [
    'appointments',
    always,
    [
      ['appointments', always],
      ['visitTypeLanding', always],
      ['visits', always],
      ['prescriptions', always],
      ['laboratory', always],
      ['questionnaires', always],
    ],
  ],
  [
    'services',
    always,
    [
      ['conversations', privateMessaging],
      ['vaccinations', always],
      ['imaging', always],
      ['certificates', always],
      ['chatNotice', (c) => c.features.has('pikkutsatti')],
      ['invoices', always],
    ],
  ],
  [
    'account',
    always,
    [
      ['myInformation', always],
      ['logout', always],
      ['logoutAllDevices', always],
    ],
  ],
];

/**
 * The navigation menu for a signed-in person: the brand decides which pages exist (no
 * occupational group, certificates or questionnaires in the children's brand), the flags and
 * the person decide the rest. Empty groups are left out.
 */
export function menuFor(config: BrandConfig, context: MenuContext): MenuGroup[] {
  const exists = (id: PageId | MenuAction) => isMenuAction(id) || config.pages.includes(id);
  const groups: MenuGroup[] = [];
  for (const [id, groupRule, items] of layout) {
    if (id === 'occupational' && !config.occupationalHealthcare) continue;
    if (!groupRule(context)) continue;
    const visible = items
      .filter(([page, rule]) => exists(page) && rule(context))
      .map(([page]) => ({ id: page, mobileOnly: isMenuAction(page) }));
    if (visible.length > 0) groups.push({ id, items: visible });
  }
  return groups;
}
