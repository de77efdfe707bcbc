import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { exampleVisits } from '../examples';
import { VisitList } from './VisitList';

const meta = {
  title: 'Records/Visits/VisitList',
  component: VisitList,
  decorators: [asListPage((LL) => ({ title: LL.visits.list.title(), intro: LL.visits.list.intro() }))],
  args: {
    state: { kind: 'ready', visits: exampleVisits },
    visitHref: (id) => `/fi/kaynnit/${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof VisitList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; today's visit in hours, yesterday's as 'Yesterday', older ones by date. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).components.relativeTime;
    const links = canvas.getAllByRole('link');
    expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/fi/kaynnit/101');
    await expect(links[0]).toHaveTextContent(words.hours({ count: 2 }));
    await expect(links[1]).toHaveTextContent(words.yesterday());
    await expect(links[2]).toHaveTextContent('2.10.2026');
    await expect(links[0]).toHaveTextContent('J06.9 Ylähengitystieinfektio');
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const Empty: Story = {
  args: { state: { kind: 'ready', visits: [] } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: storyWords(globals).visits.list.empty() }),
    ).toBeVisible();
  },
};

/** The list failed to load: the generic error view with Try again. */
export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, globals, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyWords(globals).errors.generic.tryAgain() }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
