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
const pages = ['front', 'signedOut', 'notFound', 'error', 'sessionExpired'] as const;
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

/** The menu lists only the pages that are built, and log-out. */
export const MenuOfBuiltPages: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const menu = canvas.getByRole('navigation', { name: LL.shell.navigation.label() });
    await expect(
      within(menu).queryByRole('link', { name: LL.shell.navigation.items.vaccinations() }),
    ).toBeNull();
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
