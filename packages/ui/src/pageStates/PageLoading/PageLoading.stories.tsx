import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Page states/Loading',
  component: PageLoading,
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's code or data loads, inside the shell. */
export const InShell: Story = {
  decorators: [inShell({ page: 'visitTypeLanding', signedIn: true })],
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyWords(globals).shell.header.loading());
  },
};

/** The session is being read before the first page: no shell yet. */
export const BeforeTheSession: Story = {};
