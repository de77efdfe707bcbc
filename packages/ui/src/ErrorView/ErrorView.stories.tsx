import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'Components/ErrorView',
  component: ErrorView,
  args: { onRetry: fn(), isRetrying: false, headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice list failed to load (messaging-invoices-shell.md §8). */
export const WithRetry: Story = {
  play: async ({ canvas, userEvent, args, globals, step }) => {
    const words = storyWords(globals).errors.generic;
    await expect(canvas.getByRole('heading', { name: words.title() })).toBeVisible();
    await step('try again from the keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { isRetrying: true } };

export const WithoutRetry: Story = { args: { onRetry: undefined } };

/** The whole page failed: the view is the page's heading and takes focus. */
export const WholePage: Story = {
  args: { headingLevel: 1, autoFocus: true },
  play: async ({ canvas }) => {
    // The focus moves in an effect, which a production build may run after the play function starts.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
