import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { AppointmentUnavailable } from './AppointmentUnavailable';

const meta = {
  title: 'Booking/Reservation/AppointmentUnavailable',
  component: AppointmentUnavailable,
  args: { reason: 'alreadyReserved', backHref: '/fi/ajanvaraus/yksityisasiakas?time=morning' },
} satisfies Meta<typeof AppointmentUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else reserved the time; back to the same search. */
export const AlreadyReserved: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.unavailable;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.alreadyReservedTitle() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.back() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/yksityisasiakas?time=morning',
    );
  },
};

/** The time is past or removed. */
export const NoLongerAvailable: Story = {
  args: { reason: 'noLongerAvailable' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.unavailable;
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: LL.noLongerAvailableTitle() }),
    ).toBeVisible();
  },
};

export const ChildrensBrand: Story = {
  globals: { brand: 'children' },
  args: { reason: 'noLongerAvailable' },
};
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
