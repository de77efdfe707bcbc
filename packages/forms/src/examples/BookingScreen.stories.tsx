import type { ReservationError } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleAppointment, kela65Appointment, occupationalAppointment } from './appointments';
import { BookingScreen } from './BookingScreen';
import { storyWords } from './storyWords';

const meta = {
  title: 'Booking/Screens/SignedInBooking',
  component: BookingScreen,
  args: {
    appointment: exampleAppointment,
    customerType: 'private',
    identityCode: '150385-****',
    contactState: 'readOnly',
    reserving: false,
    error: null,
    fields: [],
  },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the page in order, Book enabled. */
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('button', { name: LL.book.button() })).toBeEnabled();
  },
};

/** The contact form is open: Book waits, 'Save unfinished changes before continuing'. */
export const BookDisabledWithReasons: Story = {
  args: { contactState: 'editing' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const book = within(canvasElement).getByRole('button', { name: LL.book.button() });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(new RegExp(LL.book.blockers.saveUnfinishedChanges()));
  },
};

/** 'Reserving...'. */
export const Reserving: Story = {
  args: { reserving: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('button', { name: LL.book.reserving() })).toBeVisible();
  },
};

function failed(error: ReservationError, fields: string[] = []): Story {
  return {
    args: { error, fields },
    play: async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole('alert').querySelector(`[data-error="${error}"]`),
      ).not.toBeNull();
    },
  };
}

/** Each error of booking.md §8 below the page, above Book. */
export const ErrorNetwork = failed('networkError');
export const ErrorTooManyReservations = failed('tooManyReservations');
export const ErrorUnknown = failed('unknownError');
export const ErrorDirectReimbursement = failed('directReimbursementError');
export const ErrorNoPatient = failed('noPatient');
export const ErrorPatientInfoConflict = failed('patientInfoConflict');
export const ErrorValidation = failed('validationError', ['emailAddress', 'phone']);

function occupational(specialtyId: string, title: string): Story {
  return {
    args: { customerType: 'occupational', appointment: occupationalAppointment(specialtyId, title) },
    play: async ({ canvasElement, globals }) => {
      const LL = storyWords(globals).reservation;
      await expect(within(canvasElement).getByRole('button', { name: LL.book.button() })).toBeDisabled();
    },
  };
}

/** Occupational confirmation: contract and a doctor's referral (gynaecology). */
export const OccupationalContractAndDoctorReferral = occupational('GYN', 'Gynaecology');
/** Occupational confirmation: contract and a referral (psychologist). */
export const OccupationalContractAndReferral = occupational('PSY', 'Psychologist');
/** Occupational confirmation: referral only (TPSG). */
export const OccupationalReferralOnly = occupational('TPSG', 'Occupational health psychologist');
/** Occupational confirmation: contract only (occupational physician). */
export const OccupationalContractOnly = occupational('TTL', 'Occupational physician');

/** An occupational influenza vaccination: the vaccine notice, no confirmation box. */
export const VaccineNotice: Story = {
  args: {
    customerType: 'occupational',
    appointment: occupationalAppointment('ROKT', 'Influenza vaccination'),
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.vaccineNotice.title())).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.book.button() })).toBeEnabled();
  },
};

/** A kela65 time for a person under 65: the notice and the fixed price. */
export const Kela65Notice: Story = {
  args: { customerType: 'kela65', appointment: kela65Appointment },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByText(LL.kela65Notice.title())).toBeVisible();
  },
};

export const ChildrensBrand: Story = { globals: { brand: 'children' } };
export const Swedish: Story = { ...BookDisabledWithReasons, globals: { lang: 'sv' } };
export const English: Story = { ...BookDisabledWithReasons, globals: { lang: 'en' } };
