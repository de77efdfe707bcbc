import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleAppointment, remoteAppointment } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { AppointmentSummary } from './AppointmentSummary';

const meta = {
  title: 'Booking/Reservation/AppointmentSummary',
  component: AppointmentSummary,
  args: { appointment: exampleAppointment },
} satisfies Meta<typeof AppointmentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time at a clinic: when, what, with whom and the clinic's address. */
export const AtTheClinic: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.summary;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: LL.heading() })).toBeVisible();
    await expect(canvas.getByText('Anna Lahtinen, General practitioner')).toBeVisible();
    await expect(canvas.getByText(/Aava Kamppi, Urho Kekkosen katu 1/)).toBeVisible();
  },
};

/** A video appointment says how it happens instead of an address. */
export const Remote: Story = {
  args: { appointment: remoteAppointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.summary;
    await expect(within(canvasElement).getByText(LL.remote.videoAppointment())).toBeVisible();
  },
};

export const ChildrensBrand: Story = { globals: { brand: 'children' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
