import type { DataAccessEntry } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples';
import { DataAccessLog } from './DataAccessLog';

/** A line of a deed done once. */
function once(
  id: number,
  at: string,
  actor: DataAccessEntry['actor'],
  action: DataAccessEntry['action'],
  topic: DataAccessEntry['topic'],
): DataAccessEntry {
  return { id, at, firstAt: at, count: 1, actor, action, topic };
}

const entries: readonly DataAccessEntry[] = [
  once(99, '2026-11-24T08:15:00.000Z', 'self', 'read', 'accessLog'),
  once(98, '2026-11-24T08:14:00.000Z', 'self', 'update', 'contactDetails'),
  once(97, '2026-11-23T12:30:00.000Z', 'staff', 'read', 'records'),
  once(96, '2026-11-22T07:00:00.000Z', 'guardian', 'read', 'appointments'),
  once(95, '2026-11-21T03:00:00.000Z', 'system', 'update', 'invoices'),
  once(94, '2026-11-20T18:45:00.000Z', 'self', 'signIn', 'other'),
];

const meta = {
  title: 'My information/DataAccessLog',
  component: DataAccessLog,
  args: {
    state: { status: 'loaded', entries, page: 1, totalCount: entries.length },
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DataAccessLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who opened or changed the data, newest first: the person, clinic staff, a guardian, the system. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.dataAccess;
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(entries.length);
    await expect(items[0]).toHaveTextContent(LL.action.read({ topic: LL.topic.accessLog() }));
    await expect(items[2]).toHaveTextContent(LL.actor.staff());
    await expect(items[3]).toHaveTextContent(LL.actor.guardian());
    await expect(items[4]).toHaveTextContent(LL.actor.system());
    await expect(items[5]).toHaveTextContent(LL.action.signIn());
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

const anonymousEntries: readonly DataAccessEntry[] = [
  once(93, '2026-11-24T09:05:00.000Z', 'anonymous', 'read', 'appointments'),
  once(92, '2026-11-24T09:01:00.000Z', 'anonymous', 'create', 'appointments'),
  once(91, '2026-11-24T09:01:00.000Z', 'anonymous', 'attempt', 'appointments'),
  once(90, '2026-11-24T08:58:00.000Z', 'anonymous', 'attempt', 'appointments'),
];

/**
 * Someone not signed in used the person's identity code and name in the anonymous booking form (two
 * tries, one booking) and opened the appointment's link: not the person's own acts, each with its time.
 */
export const AnonymousActs: Story = {
  args: {
    state: { status: 'loaded', entries: anonymousEntries, page: 1, totalCount: anonymousEntries.length },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.dataAccess;
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(anonymousEntries.length);
    for (const item of items) {
      await expect(item).toHaveTextContent(LL.actor.anonymous());
      await expect(item).not.toHaveTextContent(LL.actor.self());
    }
    await expect(items[3]).toHaveTextContent(LL.action.attempt({ topic: LL.topic.appointments() }));
  },
};

const repeatedEntries: readonly DataAccessEntry[] = [
  once(89, '2026-11-24T08:15:00.000Z', 'self', 'read', 'accessLog'),
  {
    ...once(88, '2026-11-24T08:10:00.000Z', 'self', 'read', 'records'),
    firstAt: '2026-11-24T07:12:00.000Z',
    count: 41,
  },
];

/** The same page read 41 times in a row within an hour: one line, with the count and the first time. */
export const Repeated: Story = {
  args: {
    state: { status: 'loaded', entries: repeatedEntries, page: 1, totalCount: repeatedEntries.length },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.dataAccess;
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent(LL.action.read({ topic: LL.topic.records() }));
    await expect(items[1]).toHaveTextContent(/\b41\b.*\b0?9[.:]12\b/);
  },
};

/** More than twenty entries: the pages, and the next one asked for. */
export const Paged: Story = {
  args: { state: { status: 'loaded', entries, page: 2, totalCount: 45 } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals);
    const pages = within(canvasElement).getByRole('navigation', {
      name: words.myInformation.dataAccess.pages(),
    });
    await userEvent.click(within(pages).getByRole('button', { name: words.components.pagination.next() }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { state: { status: 'loaded', entries: [], page: 1, totalCount: 0 } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.dataAccess;
    await expect(within(canvasElement).getByText(LL.empty())).toBeVisible();
  },
};

/** The log is being read. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.dataAccess;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LL.loading());
  },
};

/** The read failed: try again. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).errors.generic;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.tryAgain() }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
