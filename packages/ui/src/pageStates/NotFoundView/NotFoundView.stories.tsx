import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Page states/Not found',
  component: NotFoundView,
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Could not find current page' for a visitor, with the way to the front page. */
export const SignedOut: Story = {
  decorators: [inShell({ page: 'notFound' })],
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LL.errors.notFound.title());
    await expect(canvas.getByRole('link', { name: LL.errors.notFound.frontPageLink() })).toBeVisible();
  },
};

/** The same for Maija, with her menu. */
export const SignedIn: Story = { decorators: [inShell({ page: 'notFound', signedIn: true })] };
