import type { ReservationError } from '@portal/domain';
import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnonymousReservationForm } from './AnonymousReservationForm';

// The stories' fixed now is Monday 16 November 2026, 10.00 Helsinki time.
const now = new Date('2026-11-16T10:00:00+02:00');
const friday = new Date('2026-11-20T09:00:00+02:00');
const tomorrow = new Date('2026-11-17T08:00:00+02:00');

const maija = {
  ssn: '150385-9024',
  firstName: 'Maija',
  lastName: 'Virtanen',
  phone: '0401234567',
  email: 'maija.virtanen@example.fi',
  termsAccepted: true,
};

const meta = {
  title: 'Booking/Forms/AnonymousReservationForm',
  component: AnonymousReservationForm,
  args: {
    appointmentStart: friday,
    now,
    bindingReservationHours: 24,
    reserving: false,
    error: null,
    listHref: '/fi/ajanvaraus/yksityisasiakas',
    onSubmit: fn(),
  },
} satisfies Meta<typeof AnonymousReservationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Reserve waits until every rule holds. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.anonymous;
    await expect(within(canvasElement).getByRole('button', { name: LL.submit() })).toBeDisabled();
  },
};

/** Fields left blank or wrong say so after blur; phone and e-mail also warn what is lost. */
export const InvalidAfterBlur: Story = {
  play: async ({ canvasElement, globals, userEvent }) => {
    const words = storyWords(globals).reservation;
    const LL = words.anonymous;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: LL.ssn() }), '150385-9025');
    await userEvent.click(canvas.getByRole('textbox', { name: LL.phone() }));
    await userEvent.click(canvas.getByRole('textbox', { name: LL.email() }));
    await userEvent.click(canvas.getByRole('textbox', { name: LL.firstName() }));
    await expect(canvas.getByRole('textbox', { name: LL.ssn() })).toHaveAccessibleDescription(
      words.fieldErrors.identityCode(),
    );
    await expect(canvas.getByText(LL.phoneMissing())).toBeVisible();
    await expect(canvas.getByText(LL.emailMissing())).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.submit() })).toBeDisabled();
  },
};

/** Filled in: Reserve sends the normalised values. */
export const Filled: Story = {
  args: { initialInput: maija },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).reservation.anonymous;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.submit() }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
      phone: '+358401234567',
      emailAddress: 'maija.virtanen@example.fi',
    });
  },
};

/** Within 24 hours: the binding box shows and is required. */
export const BindingRequired: Story = {
  args: { appointmentStart: tomorrow, initialInput: maija },
  play: async ({ canvasElement, globals, userEvent }) => {
    const LL = storyWords(globals).reservation.anonymous;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LL.submit() })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.binding() }));
    await expect(canvas.getByRole('button', { name: LL.submit() })).toBeEnabled();
  },
};

/** Reserving: the fields wait and the button says 'Reserving...'. */
export const Reserving: Story = {
  args: { initialInput: maija, reserving: true },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('button', { name: words.book.reserving() })).toBeVisible();
  },
};

function withError(error: ReservationError): Story {
  return {
    args: { initialInput: maija, error },
    play: async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole('alert').querySelector(`[data-error="${error}"]`),
      ).not.toBeNull();
    },
  };
}

/** The errors that stay on the form (booking.md §4, §8). */
export const ErrorAppointmentNotAvailable = withError('appointmentNotAvailable');
export const ErrorNetwork = withError('networkError');
export const ErrorTooManyReservations = withError('tooManyReservations');
export const ErrorUnknown = withError('unknownError');
export const ErrorValidation = withError('validationError');

/**
 * The name does not match the identity code: the form stays with what was typed, the error says
 * why, and log-in is offered beside it.
 */
export const ErrorPatientInfoConflict: Story = {
  args: {
    initialInput: { ...maija, firstName: 'Liisa' },
    error: 'patientInfoConflict',
    loginHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Fvaraa%2F9001',
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(words.failures.patientInfoConflict.title());
    await expect(within(alert).getByRole('link', { name: words.login.loginButton() })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi&next=%2Ffi%2Fvaraa%2F9001',
    );
    await expect(canvas.getByRole('textbox', { name: words.anonymous.firstName() })).toHaveValue('Liisa');
  },
};

export const ChildrensBrand: Story = { globals: { brand: 'children' }, args: { initialInput: maija } };
export const Swedish: Story = { ...InvalidAfterBlur, globals: { lang: 'sv' } };
export const English: Story = { ...InvalidAfterBlur, globals: { lang: 'en' } };
