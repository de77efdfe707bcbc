import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import {
  checkedInAppointment,
  dueAppointment,
  ownAppointment,
  ownRemoteAppointment,
  providerCancelledAppointment,
} from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { ToastProvider } from '../../Toast';
import { AppointmentDetails } from './AppointmentDetails';

const meta = {
  title: 'Appointments/AppointmentDetails',
  component: AppointmentDetails,
  args: {
    appointment: ownAppointment,
    actions: { step: 'idle', status: 'tooEarly' },
    onCheckIn: fn(),
    onRequestCancel: fn(),
    onDismissCancel: fn(),
    onConfirmCancel: fn(),
    customerServicePhone: '0303 0303',
    features: ['price-details'],
    consentHref: '/fi/potilastietojen-kasittely',
    reason: { value: '', onChange: fn(), onSave: fn(), state: 'idle' },
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { pageShot: true },
} satisfies Meta<typeof AppointmentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Days ahead: details with the maps link, check-in disabled with its note, cancel, price, reason box. */
export const TooEarly: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LL.checkIn() })).toBeDisabled();
    await expect(canvas.getByText(LL.checkInOpens())).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(LL.map()) })).toHaveAttribute(
      'href',
      expect.stringContaining('Urho%20Kekkosen%20katu%201'),
    );
    await expect(canvas.getByRole('button', { name: LL.cancel() })).toBeEnabled();
    await expect(canvas.getByText(LL.priceFrom())).toBeVisible();
    // The breakdown: the visit and the office fee.
    await expect(canvas.getByText(/12[,.]50/)).toBeVisible();
  },
};

/** Check-in is open: the button checks in. */
export const CheckInAllowed: Story = {
  args: { appointment: dueAppointment, actions: { step: 'idle', status: 'allowed' } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.checkIn() }));
    await expect(args.onCheckIn).toHaveBeenCalled();
  },
};

/** The check-in call is running. */
export const CheckingIn: Story = {
  args: { appointment: dueAppointment, actions: { step: 'checkingIn' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await expect(within(canvasElement).getByRole('button', { name: LL.checkingIn() })).toHaveAttribute(
      'data-busy',
    );
  },
};

/** Checked in, with a room: the room is told, the buttons are gone. */
export const CheckedInWithRoom: Story = {
  args: { appointment: checkedInAppointment, actions: { step: 'checkedIn' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.room({ location: '2nd floor, room 214' }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LL.cancel() })).toBeNull();
  },
};

/** Checked in without a room: 'see the receptionist'. */
export const CheckedInSeeReceptionist: Story = {
  args: { appointment: { ...checkedInAppointment, room: null }, actions: { step: 'checkedIn' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await expect(within(canvasElement).getByText(LL.seeReceptionist())).toBeVisible();
  },
};

/** The check-in answered AlreadyCheckedIn. */
export const AlreadyCheckedIn: Story = {
  args: { appointment: dueAppointment, actions: { step: 'message', message: 'alreadyCheckedIn' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await expect(within(canvasElement).getByText(LL.alreadyCheckedIn())).toBeVisible();
  },
};

/** The check-in answered TooEarly. */
export const CheckInTooEarly: Story = {
  args: { actions: { step: 'message', message: 'tooEarly' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await expect(within(canvasElement).getByText(LL.tooEarly())).toBeVisible();
  },
};

/** Any other check-in answer: see the receptionist nurse. */
export const CheckInFailed: Story = {
  args: { appointment: dueAppointment, actions: { step: 'message', message: 'checkInFailed' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await expect(within(canvasElement).getByText(LL.checkInFailed())).toBeVisible();
  },
};

/** The consent form was never filled: the notice with its link; no buttons. */
export const ConsentNeeded: Story = {
  args: { appointment: dueAppointment, actions: { step: 'consentNeeded', asAdult: false } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.consentText())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.consentLink() })).toHaveAttribute(
      'href',
      '/fi/potilastietojen-kasittely',
    );
    await expect(canvas.queryByRole('button', { name: LL.checkIn() })).toBeNull();
  },
};

/** The consent was given as a minor and is now owed as an adult. */
export const ConsentNeededAsAdult: Story = {
  args: { appointment: dueAppointment, actions: { step: 'consentNeeded', asAdult: true } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    await expect(within(canvasElement).getByText(LL.consentTextAdult())).toBeVisible();
  },
};

/** Cancel asks once more; keeping the time is offered. */
export const ConfirmingCancel: Story = {
  args: { actions: { step: 'confirmingCancel', status: 'tooEarly' } },
  play: async ({ globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const dialog = await screen.findByRole('dialog', { name: LL.cancelDialog.title() });
    await expect(within(dialog).getByRole('button', { name: LL.cancelDialog.keep() })).toBeVisible();
  },
};

/** The delete call is running. */
export const Cancelling: Story = {
  args: { actions: { step: 'cancelling' } },
  play: async ({ globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const dialog = await screen.findByRole('dialog', { name: LL.cancelDialog.title() });
    await expect(within(dialog).getByRole('button', { name: LL.cancelDialog.busy() })).toHaveAttribute(
      'data-busy',
    );
  },
};

/** Refused within the deadline: the hours and the customer service number. */
export const CancelTooLate: Story = {
  args: { actions: { step: 'message', message: 'cancelFailed' }, cancelFailureHours: 24 },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    // The number is a link that calls it, inside the sentence.
    const call = within(canvasElement).getByRole('link', { name: '0303 0303' });
    await expect(call).toHaveAttribute('href', 'tel:+3583030303');
    await expect(call.parentElement).toHaveTextContent(
      LL.cancelFailedWithin({ hours: 24, phone: '0303 0303' }),
    );
  },
};

/** Refused for another reason: the customer service number. */
export const CancelFailed: Story = {
  args: { actions: { step: 'message', message: 'cancelFailed' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const call = within(canvasElement).getByRole('link', { name: '0303 0303' });
    await expect(call.parentElement).toHaveTextContent(LL.cancelFailed({ phone: '0303 0303' }));
  },
};

/** The clinic cancelled the time: its notice; neither button, no price estimate, no reason box. */
export const ProviderCancelled: Story = {
  args: {
    appointment: providerCancelledAppointment,
    actions: { step: 'idle', status: 'statusNotAvailable' },
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals).ownAppointments;
    const LL = words.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.providerCancelled())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LL.cancel() })).toBeNull();
    await expect(canvas.queryByText(LL.price())).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: words.reason.label() })).toBeNull();
  },
};

/** A video time: how to join instead of an address, and no check-in. */
export const Remote: Story = {
  args: { appointment: ownRemoteAppointment, actions: { step: 'idle', status: 'onlyAtReception' } },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('button', { name: words.ownAppointments.appointment.checkIn() }),
    ).toBeNull();
    await expect(canvas.getByText(words.reservation.confirmation.next.video())).toBeVisible();
  },
};

/** A kela65 time: a fixed price without 'from'. */
export const Kela65Price: Story = {
  args: {
    appointment: { ...ownAppointment, healthCareType: 'kela65', kindId: 'Y65P' },
    features: [],
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).ownAppointments.appointment;
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(LL.priceFrom())).toBeNull();
    await expect(canvas.getByText(/28[,.]20/)).toBeVisible();
  },
};

/** An occupational time: no price estimate; without a valid session no reason box. */
export const OccupationalWithoutReason: Story = {
  args: { appointment: { ...ownAppointment, healthCareType: 'occupational' }, reason: null },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals).ownAppointments;
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(words.appointment.price())).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: words.reason.label() })).toBeNull();
  },
};
