import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { TermsDialog } from './TermsDialog';

const meta = {
  title: 'Booking/Reservation/TermsDialog',
  component: TermsDialog,
} satisfies Meta<typeof TermsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button under the anonymous form's fields. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('button', { name: LL.anonymous.termsLink() })).toBeVisible();
  },
};

/** Opened by keyboard: the terms over the form, Close first in reach, focus back on the button after. */
export const Open: Story = {
  play: async ({ canvasElement, globals, userEvent, step }) => {
    const LL = storyWords(globals).reservation;
    const button = within(canvasElement).getByRole('button', { name: LL.anonymous.termsLink() });
    await step('open by keyboard', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
    });
    const dialog = await screen.findByRole('dialog', { name: LL.terms.title() });
    await expect(within(dialog).getByText(LL.terms.missed())).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: LL.terms.close() })).toBeVisible();
  },
};
