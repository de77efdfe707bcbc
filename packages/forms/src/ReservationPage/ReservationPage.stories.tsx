import { brandConfig } from '@portal/domain';
import { exampleAppointment, storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RegistrationForm } from '../RegistrationForm';
import { ReservationPage } from './ReservationPage';

const general = brandConfig('general');

// The stories' fixed now is Monday 16 November 2026, 10.00 Helsinki time.
const now = new Date('2026-11-16T10:00:00+02:00');

const anonymousForm = {
  appointmentStart: new Date(exampleAppointment.startDate),
  now,
  bindingReservationHours: general.bindingReservationHours,
  allowDevelopmentCodes: false,
  reserving: false,
  error: null,
  listHref: '/fi/ajanvaraus/yksityisasiakas',
  // The terms page is not built yet, so the app gives no terms link (see the domain's `builtPages`).
  onSubmit: fn(),
};

const meta = {
  title: 'Booking/Pages/ReservationPage',
  component: ReservationPage,
  args: { state: { status: 'loading' } },
  // Every state is a whole page: each is also shot in the children's brand in another language.
  parameters: { pageShot: true },
} satisfies Meta<typeof ReservationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The time is being read. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LL.page.loading());
  },
};

/** The time is past or was removed: back to the list. */
export const Unavailable: Story = {
  args: {
    state: { status: 'unavailable', reason: 'noLongerAvailable', backHref: '/fi/ajanvaraus/yksityisasiakas' },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.unavailable;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: LL.noLongerAvailableTitle() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.back() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/yksityisasiakas',
    );
  },
};

/** Another patient reserved the time just now: the appointment-already-reserved page. */
export const AlreadyReserved: Story = {
  args: {
    state: { status: 'unavailable', reason: 'alreadyReserved', backHref: '/fi/ajanvaraus/yksityisasiakas' },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.unavailable;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: LL.alreadyReservedTitle() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.back() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/yksityisasiakas',
    );
  },
};

/** The time could not be read: Try again reads it anew. */
export const LoadFailed: Story = {
  args: { state: { status: 'loadFailed', onRetry: fn() } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).errors.generic;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: LL.tryAgain() }));
    const { state } = args;
    await expect(state.status === 'loadFailed' && state.onRetry).toHaveBeenCalled();
  },
};

/** Signed out on the signed-in reservation page: the time's summary and strong login. */
export const SignedOut: Story = {
  args: {
    state: {
      status: 'loginRequired',
      appointment: exampleAppointment,
      prompt: {
        reason: 'appointmentRequiresLogin',
        loginChoice: null,
        loginHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Fvaraa%2F4101',
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.page.title() })).toBeVisible();
    await expect(canvas.getByText(LL.login.appointmentRequiresLogin())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.login.loginButton() })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi&next=%2Ffi%2Fvaraa%2F4101',
    );
  },
};

/** Anonymous, in the children's brand: the guardian first chooses how to sign in. */
export const AnonymousLoginChoice: Story = {
  args: {
    state: {
      status: 'loginRequired',
      appointment: exampleAppointment,
      prompt: {
        reason: 'appointmentRequiresLogin',
        loginChoice: 'pending',
        loginHref: null,
        onChoose: fn(),
        onChangeChoice: fn(),
      },
    },
  },
  globals: { brand: 'children', lang: 'sv' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.page.title() })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: LL.login.loginButton() })).not.toBeInTheDocument();
  },
};

/** Anonymous: the time's summary and the form to reserve without logging in. */
export const AnonymousForm: Story = {
  args: { state: { status: 'anonymousForm', appointment: exampleAppointment, form: anonymousForm } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: LL.anonymous.title() })).toBeVisible();
    await expect(canvas.getByRole('button', { name: LL.anonymous.submit() })).toBeDisabled();
  },
};

/** The anonymous form in the children's brand, in English. */
export const AnonymousFormChildrensBrand: Story = {
  ...AnonymousForm,
  globals: { brand: 'children', lang: 'en' },
};

/**
 * Drawn on the server: the time's summary and the form's words at once, its fields' place held until
 * the app has taken the page over (nothing typed before then is lost).
 */
export const AnonymousFormPending: Story = {
  args: { state: { status: 'anonymousFormPending', appointment: exampleAppointment } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: LL.anonymous.title() }));
    await expect(section.getByText(LL.anonymous.intro())).toBeVisible();
    await expect(section.getByRole('status')).toHaveTextContent(LL.anonymous.formLoading());
    await expect(section.queryByRole('textbox')).toBeNull();
  },
};
/** The anonymous reservation is being sent. */
export const AnonymousReserving: Story = {
  args: {
    state: {
      status: 'anonymousForm',
      appointment: exampleAppointment,
      form: {
        ...anonymousForm,
        reserving: true,
        initialInput: {
          ssn: '150385-9024',
          firstName: 'Maija',
          lastName: 'Virtanen',
          phone: '0401234567',
          email: 'maija.virtanen@example.fi',
          termsAccepted: true,
        },
      },
    },
  },
};

/** Signed in without a patient record: the registration under the time's summary. */
export const Registration: Story = {
  args: {
    state: {
      status: 'registration',
      appointment: exampleAppointment,
      registration: (
        <RegistrationForm
          identityCode="040790-****"
          firstName="Laura"
          lastName="Mäkinen"
          child={false}
          submitting={false}
          onSubmit={fn()}
        />
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.page.title() })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: LL.registration.title() })).toBeVisible();
  },
};

/** The person may not book online now: the billing department's contacts. */
export const Interrupted: Story = {
  args: { state: { status: 'interrupted', appointment: exampleAppointment, billing: general.billing } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.interrupted;
    await expect(within(canvasElement).getByText(LL.title())).toBeVisible();
  },
};
