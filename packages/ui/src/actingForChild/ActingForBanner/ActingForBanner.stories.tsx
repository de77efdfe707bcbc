import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ActingForBanner } from './ActingForBanner';

const meta = {
  title: 'ActingForChild/ActingForBanner',
  component: ActingForBanner,
  args: { name: 'Eetu Virtanen', onStop: fn() },
} satisfies Meta<typeof ActingForBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whose matters are shown, and the way back to one's own. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).actingForChild.banner;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.text({ name: 'Eetu Virtanen' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: LL.stop() }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Ending is being asked of the server. */
export const Stopping: Story = {
  args: { stopping: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};
