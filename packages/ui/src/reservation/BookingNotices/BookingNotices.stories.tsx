import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { Stack } from '../../Stack';
import { Kela65Notice, PriceInformation, ReservationNotification, VaccineNotice } from './BookingNotices';

function Notices({ note, binding }: { note: string | null; binding: boolean }) {
  return (
    <Stack>
      <ReservationNotification cancellationDeadlineHours={24} binding={binding} practitionerInfo={note} />
    </Stack>
  );
}

const meta = {
  title: 'Booking/Reservation/BookingNotices',
  component: Notices,
  args: { note: null, binding: false },
} satisfies Meta<typeof Notices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time near enough to be binding: the notification says so, and names no deadline to cancel by. */
export const Binding: Story = {
  args: { binding: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.notification;
    await expect(within(canvasElement).getByText(LL.binding())).toBeVisible();
  },
};

/** The reservation notification: until when the reservation can be cancelled online. */
export const ReservationNotificationOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.notification;
    await expect(within(canvasElement).getByText(LL.cancellation({ hours: 24 }))).toBeVisible();
  },
};

/** With the practitioner's own note. */
export const WithPractitionerNote: Story = {
  args: { note: 'Please be online five minutes before the appointment.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Please be online five minutes before the appointment.'),
    ).toBeVisible();
  },
};

/** The vaccine notice of occupational vaccination times. */
export const Vaccine: Story = {
  render: () => <VaccineNotice />,
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.vaccineNotice;
    await expect(within(canvasElement).getByText(LL.title())).toBeVisible();
  },
};

/** The kela65 notice for a person under 65 or of unknown age. */
export const Kela65: Story = {
  render: () => <Kela65Notice />,
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.kela65Notice;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.title());
  },
};

/** A private time's price, written with 'from'. */
export const PriceFrom: Story = {
  render: () => <PriceInformation price={{ kind: 'price', cents: 8900, fromPrefix: true }} />,
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.price;
    await expect(within(canvasElement).getByText(LL.title())).toBeVisible();
    await expect(within(canvasElement).getByText(/89[,.]00/)).toHaveAttribute('data-price-kind', 'from');
  },
};

/** The fixed kela65 price. */
export const PriceKela65: Story = {
  render: () => <PriceInformation price={{ kind: 'price', cents: 2820, fromPrefix: false }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/28[,.]20/)).toHaveAttribute('data-price-kind', 'fixed');
  },
};

export const ChildrensBrand: Story = {
  globals: { brand: 'children' },
  args: { note: 'Bring the child’s own toy.' },
};
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
