import {
  brandConfig,
  buildPath,
  defaultFeatures,
  featureSet,
  type MenuGroup,
  menuFor,
  type ShellPage,
  sessionFeatureNames,
  shellMenu,
} from '@portal/domain';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ActingForBanner } from '../actingForChild/ActingForBanner';
import { useLang } from '../i18n';
import { PortalShell } from '../pageShell/PortalShell';
import { useBrand } from '../theme/ThemeProvider';

/** Maija as the shell names her. */
export const exampleUser = { firstName: 'Maija', lastName: 'Virtanen' } as const;

/** Who the example menu is for. */
export interface ExampleMenuOptions {
  /** An occupational customer (the occupational group). Default `true`. */
  occupational?: boolean;
  /** A member of the sickness fund, with its flags on. Default `false`. */
  fundMember?: boolean;
}

/**
 * The whole menu the domain's `menuFor` gives Maija in a brand, every page of the specification
 * included, built or not: for the menu's own stories, which show every entry it can have.
 */
export function exampleFullMenu(
  brand: 'general' | 'children',
  { occupational = true, fundMember = false }: ExampleMenuOptions = {},
): MenuGroup[] {
  const flags = [
    ...defaultFeatures(brand),
    ...(fundMember ? ['is-finnair-sickness-fund-member' as const] : []),
  ];
  return menuFor(brandConfig(brand), {
    features: featureSet(flags),
    hasOccupationalCare: occupational,
    isSicknessFundMember: fundMember,
  });
}

/** How a story's page sits in the shell. */
export interface ExampleShellOptions {
  /** The page shown. */
  page: ShellPage;
  /** Maija signed in (menu, user menu) or a visitor. Default `false`. */
  signedIn?: boolean;
  /** The page's title in the header bar. Default: none. */
  title?: string;
  /** Maija is a member of the sickness fund: its menu group shows. Default `false`. */
  fundMember?: boolean;
  /** Maija acts for her son Eetu: the header's notice. Default `false`. */
  actingForChild?: boolean;
  /** The session's scope; `inAppBooking` is the booking embedded in the mobile app. Default: none. */
  sessionScope?: string;
}

/** A page in the one shell, with the menu the app gives Maija as an occupational customer. */
export function ExampleShell({
  page,
  signedIn = false,
  title,
  fundMember = false,
  warningSeconds,
  actingForChild = false,
  sessionScope,
  children,
}: ExampleShellOptions & { warningSeconds?: number; children: ReactNode }) {
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  const menu = shellMenu(brand, {
    // The server gives the fund members' flag to members only.
    features: sessionFeatureNames([...defaultFeatures(brand.id), 'ohc-appointment-search'], fundMember),
    healthCareType: 'occupational',
  });
  return (
    <PortalShell
      page={page}
      here={page === 'notFound' ? `/${lang}/x` : buildPath(page as 'front', lang)}
      user={signedIn ? exampleUser : null}
      sessionScope={sessionScope}
      menu={menu}
      title={title}
      warningSeconds={warningSeconds}
      notice={actingForChild ? <ActingForBanner name="Eetu Virtanen" onStop={() => {}} /> : null}
    >
      {children}
    </PortalShell>
  );
}

/**
 * Renders a page story inside the one shell, as the app does. Use with `parameters: { fullPage: true }`.
 *
 * @example decorators: [inShell({ page: 'login' })]
 */
export function inShell(options: ExampleShellOptions): Decorator {
  return (Story) => (
    <ExampleShell {...options}>
      <Story />
    </ExampleShell>
  );
}
