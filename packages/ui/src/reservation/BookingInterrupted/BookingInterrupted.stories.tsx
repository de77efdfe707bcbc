import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { BookingInterrupted } from './BookingInterrupted';

const meta = {
  title: 'Booking/Reservation/BookingInterrupted',
  component: BookingInterrupted,
  args: { billing: { phone: '0303 0305', email: 'billing@example.fi' } },
} satisfies Meta<typeof BookingInterrupted>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not credit-worthy: the billing department's phone and e-mail. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.interrupted;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.title());
    await expect(canvas.getByRole('link', { name: LL.phone({ phone: '0303 0305' }) })).toHaveAttribute(
      'href',
      'tel:03030305',
    );
    await expect(
      canvas.getByRole('link', { name: LL.email({ email: 'billing@example.fi' }) }),
    ).toHaveAttribute('href', 'mailto:billing@example.fi');
  },
};

export const ChildrensBrand: Story = { globals: { brand: 'children' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
