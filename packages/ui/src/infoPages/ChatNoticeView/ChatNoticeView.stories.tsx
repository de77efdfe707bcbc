import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { ChatNoticeView } from './ChatNoticeView';

const meta = {
  title: 'Pages/Chat notice',
  component: ChatNoticeView,
  parameters: { fullPage: true, pageShot: true },
  // The children's brand is the one with the Pikkutsatti flag on.
  globals: { brand: 'children' },
} satisfies Meta<typeof ChatNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat has moved to the mobile app, with the app's store links. */
export const MovedToTheApp: Story = {
  decorators: [inShell({ page: 'chatNotice', signedIn: true })],
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      LL.infoPages.chatNotice.title(),
    );
    const store = canvas.getAllByRole('link', { name: new RegExp(LL.shell.footer.appStore()) });
    await expect(store[0]).toHaveAttribute('target', '_blank');
  },
};

/** The same page for a visitor. */
export const SignedOut: Story = { decorators: [inShell({ page: 'chatNotice' })] };
