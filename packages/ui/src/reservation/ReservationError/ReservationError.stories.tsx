import type { ReservationError as ReservationErrorCode } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ReservationError } from './ReservationError';

const meta = {
  title: 'Booking/Reservation/ReservationError',
  component: ReservationError,
  args: { error: 'unknownError', listHref: '/fi/ajanvaraus/yksityisasiakas' },
} satisfies Meta<typeof ReservationError>;

export default meta;
type Story = StoryObj<typeof meta>;

type Failures = ReturnType<typeof storyWords>['reservation']['failures'];
const titles: Record<ReservationErrorCode, (LL: Failures) => string> = {
  appointmentNotAvailable: (LL) => LL.appointmentNotAvailable.title(),
  networkError: (LL) => LL.networkError.title(),
  tooManyReservations: (LL) => LL.tooManyReservations.title(),
  tooManyRequests: (LL) => LL.tooManyRequests.title(),
  unknownError: (LL) => LL.unknownError.title(),
  directReimbursementError: (LL) => LL.directReimbursementError.title(),
  patientDataConsentRequired: (LL) => LL.noPatient.title(),
  noPatient: (LL) => LL.noPatient.title(),
  patientInfoConflict: (LL) => LL.patientInfoConflict.title(),
  validationError: (LL) => LL.validationError.title(),
};

function story(error: ReservationErrorCode): Story {
  return {
    args: { error },
    play: async ({ canvasElement, globals }) => {
      const LL = storyWords(globals).reservation.failures;
      await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(titles[error](LL));
    },
  };
}

/** The time was taken: choose another, with a link to the list. */
export const AppointmentNotAvailable: Story = {
  args: { error: 'appointmentNotAvailable' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('link', { name: LL.page.backToList() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/yksityisasiakas',
    );
  },
};
export const NetworkError = story('networkError');
export const TooManyReservations = story('tooManyReservations');
/** The anonymous form was tried too often from one address or for one identity code: wait. */
export const TooManyRequests = story('tooManyRequests');
export const UnknownError = story('unknownError');
export const DirectReimbursementError = story('directReimbursementError');
export const NoPatient = story('noPatient');
export const PatientInfoConflict = story('patientInfoConflict');

/** A validation error lists the offending fields. */
export const ValidationError: Story = {
  args: { error: 'validationError', fields: ['emailAddress', 'phone'] },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.failures;
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([LL.fields.emailAddress(), LL.fields.phone()]);
  },
};

export const ChildrensBrand: Story = { ...story('tooManyReservations'), globals: { brand: 'children' } };
export const Swedish: Story = { ...story('tooManyReservations'), globals: { lang: 'sv' } };
export const English: Story = { ...story('tooManyReservations'), globals: { lang: 'en' } };
