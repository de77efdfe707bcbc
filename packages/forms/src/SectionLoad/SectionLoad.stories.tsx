import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SectionLoad } from './SectionLoad';

const meta = {
  title: 'My information/SectionLoad',
  component: SectionLoad,
  args: { state: { status: 'loading', label: 'Loading…' } },
} satisfies Meta<typeof SectionLoad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section's data is being read. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The read failed: the generic error view with Try again. */
export const Failed: Story = {
  args: { state: { status: 'failed', onRetry: fn() } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).errors.generic;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.tryAgain() }));
    if (args.state.status === 'failed') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** The section as read. */
export const Ready: Story = {
  args: { state: { status: 'ready', content: <p>Ready</p> } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ready')).toBeVisible();
  },
};
