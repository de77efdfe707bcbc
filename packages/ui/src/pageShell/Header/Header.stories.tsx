import { brandConfig, buildPath, shellParts } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exampleFullMenu, exampleUser } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { useBrand } from '../../theme/ThemeProvider';
import { navigationGroups, PortalHeader, unreadBadge } from '../PortalShell';
import { SideNavigation } from '../SideNavigation';

interface Args {
  /** Maija signed in, or a visitor. */
  signedIn: boolean;
  /** Her unread conversations, on the messages entry and on the menu button. */
  unread: number;
  onLogout: () => void;
}

/**
 * The header of the appointments page as the shell builds it, with every link the specification gives
 * it (help, my information, the whole menu), also those whose pages the app does not show yet.
 */
function AppointmentsHeader({ signedIn, unread, onLogout }: Args) {
  const LL = useWords();
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  const user = signedIn ? exampleUser : null;
  const parts = {
    ...shellParts({ page: 'appointments', lang, signedIn }),
    help: signedIn && lang === 'fi',
    myInformation: true,
  };
  const groups = navigationGroups(exampleFullMenu(brand.id), {
    LL,
    lang,
    page: 'appointments',
    user: exampleUser,
    unread,
    onLogout,
  });
  return (
    <PortalHeader
      brand={brand}
      parts={parts}
      here={buildPath('appointments', lang)}
      user={user}
      title={LL.shell.navigation.items.appointments()}
      navigation={
        signedIn ? <SideNavigation label={LL.shell.navigation.label()} groups={groups} /> : undefined
      }
      unread={unreadBadge(LL, unread)}
      onLogout={onLogout}
    />
  );
}

const meta = {
  title: 'Shell/Header',
  component: AppointmentsHeader,
  // Maija's demo thread is unread.
  args: { signedIn: true, unread: 1, onLogout: fn() },
  parameters: { fullPage: true },
  globals: { viewport: { value: 'large' } },
} satisfies Meta<typeof AppointmentsHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maija on a large screen: logo, title, languages, help (Finnish) and her menu; the menu is beside the page. */
export const SignedIn: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Maija Virtanen' })).toBeVisible();
    // The hamburger is not displayed on large screens, so it is not in the accessibility tree either.
    await expect(within(banner).queryByRole('button', { name: LL.shell.header.openMenu() })).toBeNull();
  },
};

/** A visitor: a log-in link that returns to the page, no help, no menu. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('link', { name: LL.shell.login.button() }).getAttribute('href')).toMatch(
      /\?next=/,
    );
    await expect(canvas.queryByRole('link', { name: LL.shell.header.help() })).toBeNull();
  },
};

export const ChildrenBrand: Story = { globals: { brand: 'children' } };

/** Swedish and English pages have no help icon: the help page is in Finnish only. */
export const Swedish: Story = {
  globals: { lang: 'sv' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('link', { name: storyWords(globals).shell.header.help() })).toBeNull();
  },
};

export const English: Story = { globals: { lang: 'en' } };

/** On a small screen the hamburger button opens the menu; it carries the unread count the menu hides. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const name = new RegExp(`^${LL.shell.header.openMenu()}\\s*${LL.shell.navigation.unread({ count: 1 })}$`);
    await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

/** Nothing unread: the menu button carries no count. */
export const SmallScreenNothingUnread: Story = {
  args: { unread: 0 },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyWords(globals).shell.header.openMenu() }),
    ).toBeVisible();
  },
};

export const SmallScreenSignedOut: Story = {
  args: { signedIn: false },
  globals: { viewport: { value: 'small' } },
};

export const MediumScreen: Story = { globals: { viewport: { value: 'medium' } } };

/** The menu opened from the keyboard on a small screen, then closed with Escape. */
export const MenuOpenedByKeyboard: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals, userEvent, step }) => {
    const LL = storyWords(globals);
    // The button's name goes on with the unread count.
    const button = canvas.getByRole('button', { name: new RegExp(`^${LL.shell.header.openMenu()}`) });
    await step('open with Enter', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
    });
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: LL.shell.header.openMenu() });
    await expect(within(dialog).getByRole('navigation', { name: LL.shell.navigation.label() })).toBeVisible();
    await step('close with Escape', async () => {
      await userEvent.keyboard('{Escape}');
    });
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** The menu left open for the picture. */
export const MenuOpen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals, userEvent }) => {
    const name = new RegExp(`^${storyWords(globals).shell.header.openMenu()}`);
    await userEvent.click(canvas.getByRole('button', { name }));
    await within(document.body).findByRole('dialog');
  },
};
