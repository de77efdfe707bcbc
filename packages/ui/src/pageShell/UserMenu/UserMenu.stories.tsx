import { buildPath, type MenuAction } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { UserMenu } from './UserMenu';

interface Args {
  /** Whether the my-information page exists yet. */
  withMyInformation: boolean;
  /** Whether the child choice is offered (not while acting for a child). */
  withChildMatters: boolean;
  onLogout: (action: MenuAction) => void;
}

function MaijasMenu({ withMyInformation, withChildMatters, onLogout }: Args) {
  const LL = useWords();
  const lang = useLang();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '12rem' }}>
      <UserMenu
        name="Maija Virtanen"
        myInformation={
          withMyInformation
            ? { label: LL.shell.userMenu.myInformation(), href: buildPath('myInformation', lang) }
            : undefined
        }
        childMatters={
          withChildMatters
            ? { label: LL.shell.userMenu.childMatters(), href: buildPath('chooseChild', lang) }
            : undefined
        }
        logoutLabel={LL.shell.logout.button()}
        logoutAllDevicesLabel={LL.shell.logout.allDevicesButton()}
        onLogout={onLogout}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/UserMenu',
  component: MaijasMenu,
  args: { withMyInformation: true, withChildMatters: false, onLogout: fn() },
} satisfies Meta<typeof MaijasMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened from the keyboard, as a person without a mouse does it; log-out chosen with the arrows. */
export const OpenedByKeyboard: Story = {
  play: async ({ canvas, args, globals, userEvent, step }) => {
    const LL = storyWords(globals);
    await step('open the menu with Enter', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const first = await canvas.findByRole('menuitem', { name: LL.shell.userMenu.myInformation() });
      await waitFor(() => expect(first).toHaveFocus());
    });
    await step('move to log-out and choose it', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('menuitem', { name: LL.shell.logout.button() })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledOnce();
      // With the menu's button, where focus returns once the question closes.
      await expect(args.onLogout).toHaveBeenCalledWith('logout', canvas.getByRole('button'));
    });
  },
};

/** Log-out on all devices, the last entry, chosen from the keyboard. */
export const LogoutOnAllDevices: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const LL = storyWords(globals);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{End}');
    const entry = canvas.getByRole('menuitem', { name: LL.shell.logout.allDevicesButton() });
    await waitFor(() => expect(entry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onLogout).toHaveBeenCalledWith('logoutAllDevices', canvas.getByRole('button'));
  },
};

/** Left open for the picture. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
  },
};

/** A guardian's menu, open: the child choice follows my information. */
export const OpenWithChildMatters: Story = {
  args: { withChildMatters: true },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const LL = storyWords(globals);
    await expect(
      await canvas.findByRole('menuitem', { name: LL.shell.userMenu.childMatters() }),
    ).toHaveAttribute('href', buildPath('chooseChild', 'fi'));
  },
};

/** Before the my-information page exists, the log-out entries are the only ones. */
export const WithoutMyInformation: Story = {
  args: { withMyInformation: false },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const items = await canvas.findAllByRole('menuitem');
    const LL = storyWords(globals);
    await expect(items.map((item) => item.textContent)).toEqual([
      LL.shell.logout.button(),
      LL.shell.logout.allDevicesButton(),
    ]);
  },
};

/** On a small screen only the icon shows; the name stays the button's accessible name. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Maija Virtanen' })).toBeVisible();
  },
};
