import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { exampleReservationDetails } from '../../examples';
import { storyWords } from '../../examples/storyWords';
import { ReservationConfirmation } from './ReservationConfirmation';

const meta = {
  title: 'Booking/Reservation/ReservationConfirmation',
  component: ReservationConfirmation,
  args: {
    details: exampleReservationDetails,
    showCancelButton: true,
    cancelState: 'idle',
    onCancel: fn(),
    customerServicePhone: '0303 0303',
    cancellationDeadlineHours: 24,
    appointmentsHref: '/fi/ajanvaraukset',
    bookNewHref: '/fi/ajanvaraus',
    calendar: {
      href: 'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR',
      fileName: 'appointment-9001.ics',
    },
  },
  // A page's states: also shot in the children's brand in Swedish.
  parameters: { pageShot: true },
} satisfies Meta<typeof ReservationConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After booking: the heading takes focus, the cancellation notice and the cancel button show. */
export const WithCancelButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const canvas = within(canvasElement);
    // The heading takes focus after the first paint; a cold static Storybook paints later.
    const title = canvas.getByRole('heading', { level: 1, name: LL.title() });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('button', { name: LL.cancelButton() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.calendar() })).toHaveAttribute(
      'download',
      'appointment-9001.ics',
    );
    await expect(canvas.getByText(/19\.11\.2026/)).toBeVisible();
    // What next: where to come, who pays, the price; cancelling is a secondary button, last.
    const next = canvas.getByRole('region', { name: LL.next.title() });
    await expect(next).toHaveTextContent(LL.next.payer.private());
    await expect(next).toHaveTextContent(/89,00/);
    await expect(canvas.getByRole('link', { name: LL.ownAppointments() })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(canvas.getByRole('button', { name: LL.cancelButton() })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  },
};

/** A video appointment booked as an insurance customer: the link comes by text message; no price. */
export const VideoForInsuranceCustomer: Story = {
  args: {
    customerType: 'insurance',
    details: {
      ...exampleReservationDetails,
      appointment: {
        ...exampleReservationDetails.appointment,
        isRemote: true,
        locationType: 'videoAppointment',
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const next = within(canvasElement).getByRole('region', { name: LL.next.title() });
    await expect(next).toHaveTextContent(LL.next.video());
    await expect(next).toHaveTextContent(LL.next.payer.insurance());
    await expect(next).not.toHaveTextContent(/89,00/);
  },
};

/** A phone appointment of an occupational customer: the practitioner calls the number booked with. */
export const PhoneForOccupationalCustomer: Story = {
  args: {
    customerType: 'occupational',
    showCancelButton: false,
    details: {
      ...exampleReservationDetails,
      appointment: {
        ...exampleReservationDetails.appointment,
        isRemote: true,
        locationType: 'phoneAppointment',
      },
    },
  },
  globals: { lang: 'en' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const next = within(canvasElement).getByRole('region', { name: LL.next.title() });
    await expect(next).toHaveTextContent(LL.next.phone({ phone: '+358401234567' }));
    await expect(next).toHaveTextContent(LL.next.payer.occupational());
  },
};

/** The cancel button asks once more; opened by keyboard, keeping the time is the first choice. */
export const AskingToCancel: Story = {
  play: async ({ canvasElement, globals, userEvent, step }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const canvas = within(canvasElement);
    await step('open the question by keyboard', async () => {
      // The heading takes focus once painted; focusing the button before that would lose it.
      const title = canvas.getByRole('heading', { level: 1, name: LL.title() });
      await waitFor(() => expect(title).toHaveFocus());
      canvas.getByRole('button', { name: LL.cancelButton() }).focus();
      await userEvent.keyboard('{Enter}');
    });
    const dialog = await screen.findByRole(
      'dialog',
      { name: LL.cancelDialog.title() },
      // The dialog is a part loaded on first use: a cold static Storybook fetches it first.
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('button', { name: LL.cancelDialog.keep() })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: LL.cancelDialog.confirm() })).toBeVisible();
  },
};

/** The delete call is running: the dialog's confirm button is busy. */
export const Cancelling: Story = {
  args: { cancelState: 'cancelling' },
  play: async ({ canvasElement, globals, userEvent }) => {
    const LL = storyWords(globals).reservation.confirmation;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.cancelButton() }));
    const dialog = await screen.findByRole('dialog', { name: LL.cancelDialog.title() }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: LL.cancelDialog.busy() })).toHaveAttribute(
      'data-busy',
    );
  },
};

/**
 * Cancelled: the heading says so, a success notice tells where the cancellation was sent, and a link
 * to book a new time replaces the cancel button.
 */
export const Cancelled: Story = {
  args: { cancelState: 'cancelled' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.cancelledTitle() })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: LL.title() })).toBeNull();
    await expect(canvas.getByText(LL.cancelled())).toBeVisible();
    await expect(
      canvas.getByText(LL.cancelledText({ email: 'maija.virtanen@example.fi', phone: '+358401234567' })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.bookNew() })).toHaveAttribute('href', '/fi/ajanvaraus');
    await expect(canvas.queryByRole('button', { name: LL.cancelButton() })).toBeNull();
  },
};

/** Cancelling failed: the error names the customer service number; no cancel button. */
export const CancelFailed: Story = {
  args: { cancelState: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(LL.cancelFailedTitle());
    await expect(alert).toHaveTextContent(LL.cancelFailed({ phone: '0303 0303' }));
    await expect(canvas.queryByRole('button', { name: LL.cancelButton() })).toBeNull();
  },
};

/** The time is within the brand's cancellation deadline: the error names the hours. */
export const CancelTooLate: Story = {
  args: { cancelState: 'tooLate' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      LL.cancelTooLate({ hours: 24, phone: '0303 0303' }),
    );
  },
};

/**
 * Booked within the cancellation deadline (the person ticked that it is binding): no deadline that has
 * already passed, no cancel button; the notice says it is binding and names the phone.
 */
export const Binding: Story = {
  args: {
    details: {
      ...exampleReservationDetails,
      appointment: { ...exampleReservationDetails.appointment, startDate: '2026-11-16T20:00:00+02:00' },
      cancellableUntil: '2026-11-15T20:00:00+02:00',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: '0303 0303' });
    await expect(call).toHaveAttribute('href', 'tel:+3583030303');
    await expect(call.parentElement).toHaveTextContent(LL.binding({ phone: '0303 0303' }));
    await expect(canvas.queryByText(/15\.11\.2026/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: LL.cancelButton() })).toBeNull();
  },
};

/** Inside the mobile app's booking view, and for an anonymous booker, there is no cancel button. */
export const WithoutCancelButton: Story = {
  args: { showCancelButton: false },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.confirmation;
    await expect(within(canvasElement).queryByRole('button', { name: LL.cancelButton() })).toBeNull();
  },
};

export const ChildrensBrand: Story = {
  globals: { brand: 'children' },
  args: { customerServicePhone: '0303 0304', cancellationDeadlineHours: 12 },
};
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
