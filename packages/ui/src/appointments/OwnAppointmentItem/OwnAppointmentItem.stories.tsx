import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  checkedInAppointment,
  ownAppointment,
  ownRemoteAppointment,
  providerCancelledAppointment,
  resourceAppointment,
} from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { OwnAppointmentItem } from './OwnAppointmentItem';

const meta = {
  title: 'Appointments/OwnAppointmentItem',
  component: OwnAppointmentItem,
  args: { appointment: ownAppointment, href: '/fi/varaus/4101' },
} satisfies Meta<typeof OwnAppointmentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time ahead: date and time, the service and the practitioner; the row links to the appointment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/fi/varaus/4101');
    await expect(link).toHaveTextContent('20.11.2026');
    await expect(link).toHaveTextContent('Anna Lahtinen');
  },
};

/** A resource (a laboratory) rather than a person: flagged. */
export const Resource: Story = {
  args: { appointment: resourceAppointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.list;
    await expect(within(canvasElement).getByText(LL.resource())).toBeVisible();
  },
};

/** A remote time. */
export const Remote: Story = {
  args: { appointment: ownRemoteAppointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.list;
    await expect(within(canvasElement).getByText(LL.remote())).toBeVisible();
  },
};

/** Checked in. */
export const CheckedIn: Story = {
  args: { appointment: checkedInAppointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.list;
    await expect(within(canvasElement).getByText(LL.checkedIn())).toBeVisible();
  },
};

/** Cancelled by the clinic. */
export const ProviderCancelled: Story = {
  args: { appointment: providerCancelledAppointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.list;
    await expect(within(canvasElement).getByText(LL.providerCancelled())).toBeVisible();
  },
};
