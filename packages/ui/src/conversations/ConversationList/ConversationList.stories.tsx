import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exampleThreadSummaries, manyThreadSummaries } from '../../examples/conversations';
import { asListPage } from '../../examples/listPage';
import { storyWords } from '../../examples/storyWords';
import { ConversationList } from './ConversationList';

const meta = {
  title: 'Conversations/ConversationList',
  component: ConversationList,
  decorators: [
    asListPage((LL) => ({ title: LL.conversations.list.title(), intro: LL.conversations.list.intro() })),
  ],
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', threads: exampleThreadSummaries, page: 1, totalCount: 4 },
    threadHref: (id) => `/fi/viestit/${id}`,
    newHref: '/fi/viestit/uusi',
    onPageChange: fn(),
  },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four conversations: one unread, one without a title, one closed. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations;
    const items = canvas.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    await expect(within(items[0] as HTMLElement).getByText(words.list.unread())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.list.titleFallback() })).toHaveAttribute(
      'href',
      '/fi/viestit/10',
    );
    await expect(within(items[3] as HTMLElement).getByText(words.list.closed())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.list.newConversation() })).toHaveAttribute(
      'href',
      '/fi/viestit/uusi',
    );
  },
};

/** Twelve conversations: ten on the first page and the pager. */
export const FirstOfTwoPages: Story = {
  args: { state: { status: 'loaded', threads: manyThreadSummaries.slice(0, 10), page: 1, totalCount: 12 } },
  play: async ({ canvas, globals, args, userEvent }) => {
    expect(within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(
      canvas.getByRole('button', { name: storyWords(globals).components.pagination.next() }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', threads: [], page: 1, totalCount: 0 } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.list.empty())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The list could not be read: the specification's words, and polling has stopped. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyWords(globals).conversations.list.failed(),
    );
  },
};

export const Maintenance: Story = {
  args: { state: { status: 'maintenance' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyWords(globals).conversations.maintenance(),
    );
    expect(canvas.queryByRole('link')).toBeNull();
  },
};
