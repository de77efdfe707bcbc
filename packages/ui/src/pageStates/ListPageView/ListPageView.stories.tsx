import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../EmptyState';
import { storyWords } from '../../examples/storyWords';
import { ListPageView } from './ListPageView';

const meta = {
  title: 'Page states/List page',
  component: ListPageView,
  // The visits page's words, in the story's language.
  render: (args, { globals }) => {
    const LL = storyWords(globals).visits.list;
    return (
      <ListPageView title={LL.title()} intro={args.intro === undefined ? undefined : LL.intro()}>
        <EmptyState title={LL.empty()} />
      </ListPageView>
    );
  },
  args: { title: '', intro: '', children: null },
} satisfies Meta<typeof ListPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading, its intro and the list's state below them. */
export const WithIntro: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).visits.list;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LL.title());
    await expect(canvas.getByText(LL.intro())).toBeVisible();
  },
};

/** A page whose form says what to do itself: the heading alone. */
export const WithoutIntro: Story = {
  args: { intro: undefined },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).visits.list;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LL.title());
    await expect(canvas.queryByText(LL.intro())).toBeNull();
  },
};

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
