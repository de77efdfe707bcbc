import { brandConfig } from '@portal/domain';
import { DataAccessLog } from '@portal/ui';
import { examplePatient, storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsentForm } from '../ConsentForm';
import { ContactForm } from '../ContactForm';
import { MyInformationPage, type MyInformationSections } from './MyInformationPage';

const sections: MyInformationSections = {
  contact: (
    <>
      <ContactForm patient={examplePatient} submitting={false} onSubmit={fn()} />
      <DataAccessLog
        state={{
          status: 'loaded',
          entries: [
            {
              id: 99,
              at: '2026-11-24T08:15:00.000Z',
              firstAt: '2026-11-24T08:15:00.000Z',
              count: 1,
              actor: 'self',
              action: 'read',
              topic: 'accessLog',
            },
          ],
          page: 1,
          totalCount: 1,
        }}
        onPageChange={fn()}
        onRetry={fn()}
      />
    </>
  ),
  guardians: null,
  consent: (
    <ConsentForm
      permits={brandConfig('general').consentPermits}
      initialConsent={{
        allowsCommonRegistry: true,
        allowsViewingOccupationalInformation: false,
        allowsMarketingMail: false,
        allowsTreatmentInstructionsMail: true,
        allowsBookingSms: true,
      }}
      submitting={false}
      onSubmit={fn()}
    />
  ),
};

const meta = {
  title: 'My information/Pages/MyInformationPage',
  component: MyInformationPage,
  args: { state: { status: 'loading' }, onLogOut: fn() },
  parameters: { pageShot: true },
} satisfies Meta<typeof MyInformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's record is being read. */
export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation;
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LL.loading());
  },
};

/** The read failed: try again. */
export const LoadFailed: Story = {
  args: { state: { status: 'loadFailed', onRetry: fn() } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).errors.generic;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.tryAgain() }));
    if (args.state.status === 'loadFailed') await expect(args.state.onRetry).toHaveBeenCalled();
  },
};

/** Signed in without a patient record: registration first. */
export const NoPatient: Story = {
  args: { state: { status: 'noPatient', registrationHref: '/fi/rekisterointi?next=%2Ffi%2Fomat-tiedot' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation;
    await expect(within(canvasElement).getByRole('link', { name: LL.register() })).toHaveAttribute(
      'href',
      '/fi/rekisterointi?next=%2Ffi%2Fomat-tiedot',
    );
  },
};

/** The contact tab open; the log-out button asks before it logs out. */
export const ContactTab: Story = {
  args: {
    state: { status: 'ready', tabs: ['contact', 'consent'], tab: 'contact', onTabChange: fn(), sections },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: LL.tabs.contact() })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tab', { name: LL.tabs.guardians() })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: LL.tabs.consent() }));
    if (args.state.status === 'ready') await expect(args.state.onTabChange).toHaveBeenCalledWith('consent');
    await userEvent.click(canvas.getByRole('button', { name: LL.logout.button() }));
    await expect(args.onLogOut).toHaveBeenCalled();
  },
};

/** The permissions tab, opened by `tab=consent`: the consent as it stands. */
export const ConsentTab: Story = {
  args: {
    state: { status: 'ready', tabs: ['contact', 'consent'], tab: 'consent', onTabChange: fn(), sections },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: LL.myInformation.tabs.consent() })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      canvas.getByRole('checkbox', { name: LL.reservation.consent.permits.allowsBookingSms() }),
    ).toBeChecked();
  },
};
