import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dueAppointment, ownAppointment } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { ToastProvider } from '../../Toast';
import { AppointmentDetails } from '../AppointmentDetails';
import { AppointmentPageView } from './AppointmentPageView';

const details = (appointment: typeof ownAppointment) => (
  <AppointmentDetails
    appointment={appointment}
    actions={{ step: 'idle', status: appointment.selfCheckInStatus }}
    onCheckIn={fn()}
    onRequestCancel={fn()}
    onDismissCancel={fn()}
    onConfirmCancel={fn()}
    customerServicePhone="0303 0303"
    features={[]}
    consentHref={null}
  />
);

const meta = {
  title: 'Appointments/AppointmentPageView',
  component: AppointmentPageView,
  args: {
    state: 'ready',
    children: details(ownAppointment),
    appointmentsHref: '/fi/ajanvaraukset',
    reserveHref: '/fi/ajanvaraus',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { pageShot: true },
} satisfies Meta<typeof AppointmentPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One appointment under the page title, with the link to all appointments. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.allAppointments() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraukset',
    );
  },
};

/** Two ids in the address: both appointments. */
export const Several: Story = {
  args: {
    children: (
      <>
        {details(dueAppointment)}
        {details(ownAppointment)}
      </>
    ),
  },
};

/** Being read. */
export const Loading: Story = { args: { state: 'loading' } };

/** None of the ids is the patient's: not found, with a link to reserve a new time. */
export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.notFound())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.reserveNew() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus',
    );
  },
};

/** The read failed: the error view with its retry. */
export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
