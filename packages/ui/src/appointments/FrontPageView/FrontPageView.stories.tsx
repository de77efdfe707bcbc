import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { futureAppointments } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { SmsOnboardingPrompt } from '../../myInformation/SmsOnboardingPrompt';
import { ToastProvider } from '../../Toast';
import { FrontPageView } from './FrontPageView';

const meta = {
  title: 'Appointments/FrontPageView',
  component: FrontPageView,
  args: {
    brandName: 'Aava',
    firstName: 'Maija',
    sections: ['appointments'],
    appointments: { kind: 'ready', items: futureAppointments },
    sectionHref: (section: string) => `/fi/${section}`,
    appointmentHref: (id: number) => `/fi/varaus/${id}`,
    onRetry: fn(),
    onCancelledShown: fn(),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { pageShot: true },
} satisfies Meta<typeof FrontPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome and the appointments section: the next three times and its show-all link. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).frontPage;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Maija');
    const section = canvas.getByRole('region', { name: LL.sections.appointments.title() });
    await expect(within(section).getAllByRole('link', { name: /.+/ })).toHaveLength(4);
    await expect(within(section).getByRole('link', { name: LL.showAll() })).toHaveAttribute(
      'href',
      '/fi/appointments',
    );
  },
};

/** No times ahead: the section's empty text. */
export const NoAppointments: Story = {
  args: { appointments: { kind: 'ready', items: [] } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).frontPage;
    await expect(within(canvasElement).getByText(LL.sections.appointments.empty())).toBeVisible();
  },
};

/** The section is being read. */
export const Loading: Story = { args: { appointments: { kind: 'loading' } } };

/** The section could not be read: its own error with a retry, the rest of the page stays. */
export const SectionFailed: Story = {
  args: { appointments: { kind: 'error' } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).frontPage;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.loadFailed())).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledWith('appointments');
  },
};

/** After a cancellation: the 'Appointment canceled' toast, and the page is told to drop the marker. */
export const AppointmentCancelled: Story = {
  args: { appointmentCancelled: true },
  play: async ({ globals, args }) => {
    const LL = storyWords(globals).ownAppointments;
    await expect(await screen.findByText(LL.cancelledToast())).toBeVisible();
    await expect(args.onCancelledShown).toHaveBeenCalledTimes(1);
  },
};

/** The address carried the onboarding parameter: the SMS login prompt under the welcome. */
export const SmsLoginPrompt: Story = {
  args: {
    prompt: (
      <SmsOnboardingPrompt
        onboarding={{
          step: 'phoneEntry',
          phoneNumber: '+358401234567',
          requesting: false,
          requestFailed: false,
        }}
        onRequestCode={fn()}
        onSubmitCode={fn()}
        onChangePhone={fn()}
      />
    ),
  },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(canvas.getByRole('region', { name: LL.title() })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: LL.phone() })).toHaveValue('+358401234567');
  },
};
