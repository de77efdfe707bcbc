import type { PageId } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleFullMenu, exampleUser } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { useBrand } from '../../theme/ThemeProvider';
import { navigationGroups } from '../PortalShell';
import { SideNavigation } from './SideNavigation';

interface Args {
  /** The page shown now. */
  page: PageId;
  /** An occupational customer (the occupational group). */
  occupational: boolean;
  /** A member of the sickness fund, with its flags on. */
  fundMember: boolean;
  /** Unread messages. */
  unread: number;
}

/**
 * Maija's whole menu as the domain's `menuFor` decides it for the story's brand, every page of the
 * specification included (the app lists only the built ones), in the story's language.
 */
function MaijasNavigation({ page, occupational, fundMember, unread }: Args) {
  const LL = useWords();
  const lang = useLang();
  const menu = exampleFullMenu(useBrand() ?? 'general', { occupational, fundMember });
  const groups = navigationGroups(menu, { LL, lang, page, user: exampleUser, unread, onLogout: () => {} });
  return (
    <div style={{ maxWidth: '18rem' }}>
      <SideNavigation label={LL.shell.navigation.label()} groups={groups} />
    </div>
  );
}

const meta = {
  title: 'Shell/SideNavigation',
  component: MaijasNavigation,
  args: { page: 'front', occupational: true, fundMember: false, unread: 1 },
  globals: { viewport: { value: 'large' } },
} satisfies Meta<typeof MaijasNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An occupational customer of the general brand: the occupational group with one unread message. */
export const Occupational: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const messages = canvas.getByRole('link', {
      name: new RegExp(LL.shell.navigation.items.conversations()),
    });
    await expect(messages).toHaveAccessibleName(
      `${LL.shell.navigation.items.conversations()} ${LL.shell.navigation.unread({ count: 1 })}`,
    );
    await expect(canvas.getByRole('link', { name: LL.shell.navigation.items.front() })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A private customer: no occupational group; messages, with their unread count, lead the services. */
export const PrivateCustomer: Story = {
  args: { occupational: false },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.queryByText(LL.shell.navigation.groups.occupational())).toBeNull();
    await expect(
      canvas.getByRole('link', { name: new RegExp(LL.shell.navigation.items.conversations()) }),
    ).toHaveAccessibleName(
      `${LL.shell.navigation.items.conversations()} ${LL.shell.navigation.unread({ count: 1 })}`,
    );
  },
};

/** A private customer of the children's brand, which has no messaging: no messages entry. */
export const PrivateCustomerChildrenBrand: Story = {
  args: { occupational: false },
  globals: { brand: 'children' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(
      canvas.queryByRole('link', { name: new RegExp(LL.shell.navigation.items.conversations()) }),
    ).toBeNull();
  },
};

/** A sickness fund member: the fund's own group. */
export const FundMember: Story = { args: { fundMember: true } };

/** Several unread messages. */
export const ManyUnread: Story = { args: { unread: 12 } };

/** No unread messages: no count. */
export const NoUnread: Story = { args: { unread: 0 } };

/** The appointments page is open: its entry is marked. */
export const CurrentPage: Story = {
  args: { page: 'appointments' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(
      canvas.getByRole('link', { name: LL.shell.navigation.items.appointments() }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The children's brand: no occupational group, certificates or questionnaires, whatever the contract. */
export const ChildrenBrand: Story = {
  globals: { brand: 'children' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.queryByRole('link', { name: LL.shell.navigation.items.certificates() })).toBeNull();
    await expect(canvas.queryByText(LL.shell.navigation.groups.occupational())).toBeNull();
  },
};

/** Large screens leave log-out to the header; it is in the menu on small screens only. */
export const LargeScreen: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole('button', { name: storyWords(globals).shell.logout.button() }),
    ).toBeNull();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyWords(globals).shell.logout.button() }),
    ).toBeVisible();
  },
};

export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };

/** Moving through the menu with Tab: the focus ring on each entry. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[1]).toHaveFocus();
  },
};
