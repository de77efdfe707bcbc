import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ToastProvider } from '../../Toast';
import { TransactionPathView } from './TransactionPathView';

const meta = {
  title: 'ActingForChild/TransactionPathView',
  component: TransactionPathView,
  args: {
    childHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Fasiointipolku%2Flapsi',
    ownHref: '/oauth/authenticate?lang=fi&next=%2Ffi',
    infoHref: 'https://www.suomi.fi/valtuudet',
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { pageShot: true },
} satisfies Meta<typeof TransactionPathView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'My child's' and 'My own', each through strong identification to its own next address. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const LL = storyWords(globals).actingForChild.transactionPath;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.child.button() })).toHaveAttribute(
      'href',
      args.childHref,
    );
    await expect(canvas.getByRole('link', { name: LL.own.button() })).toHaveAttribute('href', args.ownHref);
    await expect(canvas.queryByRole('link', { name: LL.infoLink() })).toBeNull();
  },
};

/** Acting for the chosen person was refused: the toast, and the information service's link. */
export const Disallowed: Story = {
  args: { error: 'disallowed' },
  play: async ({ canvasElement, globals, args }) => {
    const LL = storyWords(globals).actingForChild.transactionPath;
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText(LL.errors.disallowed())).toBeVisible());
    await expect(page.getByRole('link', { name: LL.infoLink() })).toHaveAttribute('href', args.infoHref);
  },
};

/** Something failed on the way (the register did not answer): the unknown error's toast. */
export const Unknown: Story = {
  args: { error: 'unknown' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).actingForChild.transactionPath;
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText(LL.errors.unknown())).toBeVisible());
    await expect(page.queryByRole('link', { name: LL.infoLink() })).toBeNull();
  },
};
