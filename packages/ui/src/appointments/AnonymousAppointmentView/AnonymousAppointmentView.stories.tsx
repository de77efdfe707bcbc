import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dueAppointment, ownAppointment } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { AnonymousAppointmentView } from './AnonymousAppointmentView';

// Today: check-in is open, and the time is within the cancellation deadline.
const due = { ...dueAppointment, selfCheckInStatus: 'allowed' as const, cancel: 'call' as const };
// Days ahead: signing in cancels it.
const ahead = { ...ownAppointment, selfCheckInStatus: 'tooEarly' as const, cancel: 'logIn' as const };
const entry = {
  step: 'waiting-for-confirmation',
  invalid: false,
  submitting: false,
  triesLeft: null,
} as const;

const meta = {
  title: 'Appointments/AnonymousAppointmentView',
  component: AnonymousAppointmentView,
  args: {
    state: { kind: 'ready', appointment: due },
    link: { step: 'waiting-for-action' },
    onStartCheckIn: fn(),
    onSubmitCode: fn(),
    onBack: fn(),
    onRetry: fn(),
    onReload: fn(),
    loginHref: '/oauth/authenticate?lang=fi',
    consentHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Fomat-tiedot%3Ftab%3Dconsent',
    reserveHref: '/fi/ajanvaraus',
    customerServicePhone: '0303 0303',
  },
  parameters: { pageShot: true },
} satisfies Meta<typeof AnonymousAppointmentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Check-in is open: the check-in button; the time is within the cancellation deadline, so only a
 * call to customer service cancels it, and no log-in to cancel is offered.
 */
export const WaitingForAction: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '0303 0303' })).toHaveAttribute('href', 'tel:+3583030303');
    await expect(canvas.queryByRole('link', { name: LL.cancelLogIn() })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: LL.checkIn() }));
    await expect(args.onStartCheckIn).toHaveBeenCalled();
  },
};

/** Days ahead: no check-in yet but when it opens, and signing in cancels the time. */
export const CheckInNotOpen: Story = {
  args: { state: { kind: 'ready', appointment: ahead } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: LL.checkIn() })).toBeNull();
    await expect(canvas.getByText(LL.checkInOpens({ minutes: 30 }))).toBeVisible();
    await expect(canvas.getByText(LL.cancelNote())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.cancelLogIn() })).toBeVisible();
  },
};

/** The clinic cancelled the time: it says so, and offers nothing to cancel or check in to. */
export const ClinicCancelled: Story = {
  args: {
    state: {
      kind: 'ready',
      appointment: {
        ...ahead,
        selfCheckInStatus: 'statusNotAvailable',
        cancel: 'none',
        hasAppointeeCanceled: true,
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.clinicCancelled())).toBeVisible();
    await expect(canvas.queryByRole('link', { name: LL.cancelLogIn() })).toBeNull();
    await expect(canvas.queryByRole('button', { name: LL.checkIn() })).toBeNull();
  },
};

/** The code entry: four characters, submitted once all are typed. */
export const CodeEntry: Story = {
  args: { link: entry },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await userEvent.keyboard('902a');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('902A');
    await expect(canvas.getByRole('button', { name: LL.back() })).toBeVisible();
  },
};

/** A wrong end part: the entry is marked and the mismatch message shows. */
export const Mismatch: Story = {
  args: { link: { ...entry, invalid: true } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    await expect(within(canvasElement).getByText(LL.endPart.mismatch())).toBeVisible();
  },
};

/** A wrong end part with tries left: the boxes are empty again and the page says how many remain. */
export const MismatchWithTriesLeft: Story = {
  args: { link: { ...entry, invalid: true, triesLeft: 3 } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.endPart.triesLeft({ count: 3 }))).toBeVisible();
    const first = canvas.getByRole('textbox', { name: LL.endPart.characterLabel({ position: 1, total: 4 }) });
    await expect(first).toHaveValue('');
    await expect(first).toHaveAccessibleDescription(
      expect.stringContaining(LL.endPart.triesLeft({ count: 3 })),
    );
  },
};

/** The code is being checked: 'Just a moment...'. */
export const Pending: Story = {
  args: { link: { ...entry, submitting: true } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    await expect(within(canvasElement).getByText(LL.pending())).toBeVisible();
  },
};

/** Checked in: nothing left to cancel. */
export const CheckedIn: Story = {
  args: { link: { step: 'check-in-success' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.checkedIn())).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '0303 0303' })).toBeNull();
  },
};

/** Checked in, and the clinic has given the room. */
export const CheckedInWithRoom: Story = {
  args: {
    state: {
      kind: 'ready',
      appointment: {
        ...due,
        selfCheckInStatus: 'checkedIn',
        cancel: 'none',
        room: { location: 'Huone 214' },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.room({ location: 'Huone 214' }))).toBeVisible();
    await expect(canvas.queryByText(LL.callToCancel({ phone: '0303 0303' }))).toBeNull();
  },
};

/** The patient data consent is missing: signing in leads to the consent form. */
export const ConsentNeeded: Story = {
  args: { link: { step: 'consent-needed', asAdult: false } },
  play: async ({ canvasElement, globals, args }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.consentNeeded())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.consentLink() })).toHaveAttribute(
      'href',
      args.consentHref,
    );
  },
};

/** The check-in failed: see the receptionist nurse; try again. */
export const CheckInFailed: Story = {
  args: { link: { step: 'failure', failure: 'check-in-failure' } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.checkInFailed())).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: LL.tryAgain() }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No answer came. */
export const NetworkError: Story = {
  args: { link: { step: 'failure', failure: 'networkError' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    await expect(within(canvasElement).getByText(LL.networkError())).toBeVisible();
  },
};

/** Too many wrong tries: locked, with how long to wait. */
export const TooManyTries: Story = {
  args: { lockedMinutes: 30 },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.tooManyTries({ minutes: 30 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: LL.checkIn() })).toBeNull();
  },
};

/** An unknown link: log in or reserve. */
export const NotFound: Story = {
  args: { state: { kind: 'notFound' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    await expect(within(canvasElement).getByText(LL.notFound())).toBeVisible();
  },
};

/** The time is cancelled: book a new one. */
export const AlreadyCancelled: Story = {
  args: { state: { kind: 'alreadyCancelled' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).appointmentLink;
    await expect(within(canvasElement).getByRole('link', { name: LL.bookNew() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus',
    );
  },
};

/** Being read. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The read failed. */
export const LoadFailed: Story = { args: { state: { kind: 'error' } } };
