import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Page states/Error page',
  component: ErrorPage,
  args: { here: '/fi/ajanvaraus', onRetry: fn() },
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The session could not be read: the specification's generic error, the languages and Try again. No
 * logo and no user, since the brand and the person are unknown.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LL.errors.generic.title());
    await userEvent.click(canvas.getByRole('button', { name: LL.errors.generic.tryAgain() }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
