import type { DataAccessEntry } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples';
import { DataAccessLog } from './DataAccessLog';

const entries: readonly DataAccessEntry[] = [
  { id: 99, at: '2026-11-24T08:15:00.000Z', actor: 'self', action: 'read', topic: 'accessLog' },
  { id: 98, at: '2026-11-24T08:14:00.000Z', actor: 'self', action: 'update', topic: 'contactDetails' },
  { id: 97, at: '2026-11-23T12:30:00.000Z', actor: 'staff', action: 'read', topic: 'records' },
  { id: 96, at: '2026-11-22T07:00:00.000Z', actor: 'guardian', action: 'read', topic: 'appointments' },
  { id: 95, at: '2026-11-21T03:00:00.000Z', actor: 'system', action: 'update', topic: 'invoices' },
  { id: 94, at: '2026-11-20T18:45:00.000Z', actor: 'self', action: 'signIn', topic: 'other' },
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
  { id: 93, at: '2026-11-24T09:05:00.000Z', actor: 'anonymous', action: 'read', topic: 'appointments' },
  { id: 92, at: '2026-11-24T09:01:00.000Z', actor: 'anonymous', action: 'create', topic: 'appointments' },
  { id: 91, at: '2026-11-24T09:01:00.000Z', actor: 'anonymous', action: 'attempt', topic: 'appointments' },
  { id: 90, at: '2026-11-24T08:58:00.000Z', actor: 'anonymous', action: 'attempt', topic: 'appointments' },
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
