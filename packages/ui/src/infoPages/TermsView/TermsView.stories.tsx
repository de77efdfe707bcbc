import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { TermsView } from './TermsView';

const meta = {
  title: 'Pages/Terms of use',
  component: TermsView,
  parameters: { fullPage: true, pageShot: true },
} satisfies Meta<typeof TermsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms for a visitor, reached from the footer. */
export const SignedOut: Story = {
  decorators: [inShell({ page: 'eula' })],
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.terms;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(words.title());
    await expect(canvas.getByRole('heading', { name: words.sections.data.heading() })).toBeVisible();
  },
};

/** The same for Maija, with her menu. */
export const SignedIn: Story = { decorators: [inShell({ page: 'eula', signedIn: true })] };
