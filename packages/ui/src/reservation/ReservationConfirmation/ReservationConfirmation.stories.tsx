import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleReservationDetails } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { ReservationConfirmation } from './ReservationConfirmation';

const meta = {
  title: 'Booking/Reservation/ReservationConfirmation',
  component: ReservationConfirmation,
  args: {
    details: exampleReservationDetails,
    showCancelButton: true,
    cancelHref: '/fi/varaus/9001',
    appointmentsHref: '/fi/ajanvaraukset',
    calendar: {
      href: 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR',
      fileName: 'appointment-9001.ics',
    },
  },
} satisfies Meta<typeof ReservationConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After booking: the heading takes focus, the cancellation notice and the cancel button show. */
export const WithCancelButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: LL.cancelButton() })).toHaveAttribute(
      'href',
      '/fi/varaus/9001',
    );
    await expect(canvas.getByRole('link', { name: LL.calendar() })).toHaveAttribute(
      'download',
      'appointment-9001.ics',
    );
    await expect(canvas.getByText(/19\.11\.2026/)).toBeVisible();
  },
};

/** Inside the mobile app's booking view there is no cancel button. */
export const WithoutCancelButton: Story = {
  args: { showCancelButton: false },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    await expect(within(canvasElement).queryByRole('link', { name: LL.cancelButton() })).toBeNull();
  },
};

export const ChildrensBrand: Story = { globals: { brand: 'children' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
