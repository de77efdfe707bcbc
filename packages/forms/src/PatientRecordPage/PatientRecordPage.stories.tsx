import { brandConfig } from '@portal/domain';
import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsentForm } from '../ConsentForm';
import { PatientRecordPage } from './PatientRecordPage';

const meta = {
  title: 'Booking/Pages/PatientRecordPage',
  component: PatientRecordPage,
  args: { page: 'consent', state: { status: 'loading' } },
  // Every state is a whole page: each is also shot in the children's brand in another language.
  parameters: { pageShot: true },
} satisfies Meta<typeof PatientRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: strong identification first, returning to this page. */
export const LoginRequired: Story = {
  args: {
    page: 'registration',
    state: {
      status: 'loginRequired',
      prompt: { reason: 'noPatient', loginChoice: null, loginHref: '/oauth/authenticate?lang=fi' },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: LL.registration.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.login.registerButton() })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi',
    );
  },
};

/** The person's record is being read. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).components;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LL.loading());
  },
};

/** The person's record could not be read: try again. */
export const LoadFailed: Story = {
  args: { state: { status: 'loadFailed', onRetry: fn() } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).errors.generic;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.tryAgain() }));
    if (args.state.status === 'loadFailed') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** The consent page's form. */
export const ConsentFormShown: Story = {
  args: {
    state: {
      status: 'form',
      form: (
        <ConsentForm
          permits={brandConfig('general').consentPermits}
          submitting={false}
          failed={false}
          onSubmit={fn()}
        />
      ),
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: LL.consent.title() }),
    ).toBeVisible();
  },
};

/** The consent is saved: on to where the person was going. */
export const ConsentSaved: Story = {
  args: { state: { status: 'done', done: 'consentSaved', continueHref: '/fi/varaa/4101' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.consent.saved())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.consent.continue() })).toHaveAttribute(
      'href',
      '/fi/varaa/4101',
    );
  },
};

/** A person who registered already opens the registration page. */
export const AlreadyRegistered: Story = {
  args: {
    page: 'registration',
    state: { status: 'done', done: 'alreadyRegistered', continueHref: '/fi' },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByText(LL.registration.alreadyRegistered())).toBeVisible();
  },
};

/** Registered just now, while the page goes on to where the person was going. */
export const Registered: Story = {
  args: {
    page: 'registration',
    state: { status: 'done', done: 'registered', continueHref: '/fi/varaa/4101' },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation;
    await expect(within(canvasElement).getByText(LL.registration.done())).toBeVisible();
  },
};
