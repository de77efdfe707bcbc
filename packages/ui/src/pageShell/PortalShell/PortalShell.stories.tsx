import { brandConfig } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorView } from '../../ErrorView';
import { ExampleShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { useWords } from '../../i18n';
import { NotFoundView } from '../../pageStates/NotFoundView';
import { LoginView } from '../../signIn/LoginView';
import { SessionExpiredView } from '../../signIn/SessionExpiredView';
import { useBrand } from '../../theme/ThemeProvider';

/** Which page of the shell a story shows. */
const pages = [
  'front',
  'signedOut',
  'notFound',
  'error',
  'sessionExpired',
  'actingForChild',
  'embeddedBooking',
] as const;
type PageKind = (typeof pages)[number];

interface Args {
  page: PageKind;
  /** Seconds the session warning says; none when absent. */
  warningSeconds?: number;
}

/** A whole page in the one shell: the front page, the login page, the error views or the timed-out page. */
function ShellPage({ page, warningSeconds }: Args) {
  const LL = useWords();
  const brand = brandConfig(useBrand() ?? 'general');
  switch (page) {
    case 'front':
      return (
        <ExampleShell signedIn page="front" title={LL.frontPage.title()} warningSeconds={warningSeconds}>
          <h1>{LL.frontPage.title()}</h1>
          <p>{LL.frontPage.welcome({ brand: brand.displayName, firstName: 'Maija' })}</p>
        </ExampleShell>
      );
    case 'actingForChild':
      return (
        <ExampleShell signedIn actingForChild page="front" title={LL.frontPage.title()}>
          <h1>{LL.frontPage.title()}</h1>
          <p>{LL.frontPage.welcome({ brand: brand.displayName, firstName: 'Eetu' })}</p>
        </ExampleShell>
      );
    case 'embeddedBooking':
      return (
        <ExampleShell
          signedIn
          sessionScope="inAppBooking"
          page="visitTypeLanding"
          title={LL.search.landing.title()}
          warningSeconds={warningSeconds}
        >
          <h1>{LL.search.landing.title()}</h1>
        </ExampleShell>
      );
    case 'signedOut':
      return (
        <ExampleShell page="login" title={LL.auth.login.title()}>
          <LoginView signInHref="/oauth/authenticate" />
        </ExampleShell>
      );
    case 'notFound':
      return (
        <ExampleShell signedIn page="notFound" title={LL.errors.notFound.title()}>
          <NotFoundView />
        </ExampleShell>
      );
    case 'error':
      return (
        <ExampleShell signedIn page="front" title={LL.errors.generic.title()}>
          <ErrorView headingLevel={1} onRetry={() => {}} />
        </ExampleShell>
      );
    case 'sessionExpired':
      return (
        <ExampleShell page="sessionExpired" title={LL.auth.sessionExpired.title()}>
          <SessionExpiredView signInHref="/oauth/authenticate" />
        </ExampleShell>
      );
    default:
      return page satisfies never;
  }
}

const meta = {
  title: 'Shell/Page',
  component: ShellPage,
  args: { page: 'front' },
  argTypes: { page: { control: 'select', options: pages } },
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'large' } },
} satisfies Meta<typeof ShellPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maija's front page on a large screen: header, menu beside the page, main, footer. */
export const SignedInLarge: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: LL.shell.navigation.label() })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** The same on a small screen: the menu waits behind the hamburger button. */
export const SignedInSmall: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('button', { name: LL.shell.header.openMenu() })).toBeVisible();
  },
};

export const SignedInMedium: Story = { globals: { viewport: { value: 'medium' } } };

/** Whether two boxes on the screen share any pixel. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The fullest header of a phone: the children's brand, whose mark and name are the widest, in Finnish
 * and signed in, so the help icon and the user menu stand beside them. Nothing may cover the name.
 */
export const SignedInSmallChildrenFinnish: Story = {
  globals: { viewport: { value: 'small' }, brand: 'children', lang: 'fi' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const banner = within(canvas.getByRole('banner'));
    const brand = brandConfig('children');
    const home = banner.getByRole('link', { name: LL.shell.header.homeLink({ brand: brand.displayName }) });
    const name = within(home).getByText(brand.displayName).getBoundingClientRect();
    const help = banner.getByRole('link', { name: LL.shell.header.help() }).getBoundingClientRect();
    const account = banner.getByRole('button', { name: /Maija Virtanen/ }).getBoundingClientRect();
    // The name is shown, beside the mark: on a narrower screen it would give way below it, unseen.
    const logo = home.getBoundingClientRect();
    await expect(name.top >= logo.top && name.bottom <= logo.bottom).toBe(true);
    await expect(overlap(name, help)).toBe(false);
    await expect(overlap(name, account)).toBe(false);
    await expect(overlap(help, account)).toBe(false);
    // Nothing of the header's first row runs past the screen's edge.
    await expect(account.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** The menu lists the pages that are built (now every page of the menu), and log-out. */
export const MenuOfBuiltPages: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const menu = canvas.getByRole('navigation', { name: LL.shell.navigation.label() });
    await expect(
      within(menu).getByRole('link', { name: LL.shell.navigation.items.vaccinations() }),
    ).toBeVisible();
    await expect(
      within(menu).getByRole('link', { name: LL.shell.navigation.items.invoices() }),
    ).toBeVisible();
    await expect(within(menu).getByRole('link', { name: LL.shell.navigation.items.front() })).toBeVisible();
  },
};

/** The login page of a visitor: no menu. */
export const SignedOut: Story = {
  args: { page: 'signedOut' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole('navigation', { name: storyWords(globals).shell.navigation.label() }),
    ).toBeNull();
  },
};

export const SignedOutSmall: Story = {
  args: { page: 'signedOut' },
  globals: { viewport: { value: 'small' } },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };

export const ChildrenBrandSignedOut: Story = { args: { page: 'signedOut' }, globals: { brand: 'children' } };

export const Finnish: Story = { globals: { lang: 'fi' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };

/** 90 seconds before the session ends. */
export const SessionWarning90: Story = {
  args: { warningSeconds: 90 },
  play: async ({ globals }) => {
    const LL = storyWords(globals);
    // The toast region renders at the end of the document, outside the story's frame.
    const alert = await within(document.body).findByRole('alert');
    await expect(alert).toHaveTextContent(LL.shell.sessionWarning.text({ n: 90 }));
  },
};

/** 30 seconds before the session ends. */
export const SessionWarning30: Story = { args: { warningSeconds: 30 } };

export const SessionWarningSmall: Story = {
  args: { warningSeconds: 30 },
  globals: { viewport: { value: 'small' } },
};

/** The session-timed-out page: no menu and no footer, and the SMS code section. */
export const SessionTimedOut: Story = {
  args: { page: 'sessionExpired' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('region', { name: LL.auth.sessionExpired.smsTitle() })).toBeVisible();
  },
};

/** 'Could not find current page', in the shell. */
export const NotFound: Story = { args: { page: 'notFound' } };

/** The generic error view for page data that failed to load. */
export const ErrorInShell: Story = { args: { page: 'error' } };

/**
 * The skip link is the first stop of the keyboard and shows when focused. (Following it changes the
 * address's hash, which the story test's frame cannot survive; the app's tests follow it.)
 */
export const SkipLink: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const LL = storyWords(globals);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: LL.shell.header.skipToContent() });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

/** Maija acts for her son Eetu: the header says whose matters the pages show, and offers the way back. */
export const ActingForChild: Story = {
  args: { page: 'actingForChild' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).actingForChild.banner;
    await expect(canvas.getByText(LL.text({ name: 'Eetu Virtanen' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.stop() })).toBeVisible();
  },
};

/** The children's brand, where acting for a child matters most. */
export const ActingForChildChildrenBrand: Story = {
  args: { page: 'actingForChild' },
  globals: { brand: 'children' },
};

/**
 * The booking embedded in the mobile app (session scope `inAppBooking`): the app around it has the
 * menu, the account and log-out, so the page keeps only the header's logo, title and languages.
 */
export const EmbeddedBooking: Story = {
  args: { page: 'embeddedBooking' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: LL.shell.navigation.label() })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Maija Virtanen/ })).toBeNull();
  },
};

/** The same on a phone, where the embedded view lives: no hamburger button either. */
export const EmbeddedBookingSmall: Story = {
  args: { page: 'embeddedBooking' },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.queryByRole('button', { name: LL.shell.header.openMenu() })).toBeNull();
  },
};

/** The session warning still shows in the embedded booking. */
export const EmbeddedBookingSessionWarning: Story = {
  args: { page: 'embeddedBooking', warningSeconds: 30 },
  globals: { viewport: { value: 'small' }, brand: 'children' },
};
