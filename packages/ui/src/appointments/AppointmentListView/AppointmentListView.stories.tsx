import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { futureAppointments, pastAppointments } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { AppointmentListView } from './AppointmentListView';

const meta = {
  title: 'Appointments/AppointmentListView',
  component: AppointmentListView,
  args: {
    state: { kind: 'ready', future: futureAppointments, past: pastAppointments },
    cancellationDeadlineHours: 24,
    bookNewHref: '/fi/ajanvaraus',
    appointmentHref: (id: number) => `/fi/varaus/${id}`,
    onRetry: fn(),
  },
  parameters: { pageShot: true },
} satisfies Meta<typeof AppointmentListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Future times soonest first, each a link; the intro names the deadline hours. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.list;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toBeVisible();
    await expect(canvas.getByText(LL.intro({ hours: 24 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.bookNew() })).toHaveAttribute('href', '/fi/ajanvaraus');
    const future = canvas.getByRole('region', { name: LL.future() });
    await expect(within(future).getAllByRole('link')).toHaveLength(futureAppointments.length);
  },
};

/** The past times open behind their button. */
export const PastShown: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const LL = storyWords(globals).ownAppointments.list;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LL.showPast() }));
    const past = canvas.getByRole('region', { name: LL.past() });
    await expect(within(past).getAllByRole('link')).toHaveLength(pastAppointments.length);
    await expect(canvas.getByRole('button', { name: LL.hidePast() })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** No times ahead: 'No appointments', and the book-new button. */
export const Empty: Story = {
  args: { state: { kind: 'ready', future: [], past: [] }, defaultShowPast: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.list;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.none())).toBeVisible();
    await expect(canvas.getByText(LL.noPast())).toBeVisible();
  },
};

/** The list is being read. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The list could not be read: the error view with its retry button. */
export const LoadFailed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
