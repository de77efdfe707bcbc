import { brandConfig } from '@portal/domain';
import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsentForm } from './ConsentForm';

const meta = {
  title: 'Booking/Forms/ConsentForm',
  component: ConsentForm,
  args: { permits: brandConfig('general').consentPermits, submitting: false, failed: false, onSubmit: fn() },
  // A page's states: also shot in the children's brand in Swedish.
  parameters: { pageShot: true },
} satisfies Meta<typeof ConsentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Never filled: the five permits of the general brand (voluntary), the privacy policy and the
 * data-processing consent (required); Save waits for both required boxes.
 */
export const Default: Story = {
  play: async ({ canvasElement, globals, args, userEvent, step }) => {
    const words = storyWords(globals).reservation;
    const LL = words.consent;
    const required = words.registration.consents;
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: LL.submit() });
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(7);
    await expect(canvas.getByText(required.privacyPolicyText())).toBeVisible();
    await expect(save).toBeDisabled();
    await step('the permits alone are not enough', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: LL.permits.allowsCommonRegistry() }));
      await userEvent.click(canvas.getByRole('checkbox', { name: required.dataProcessingAccepted() }));
      await expect(save).toBeDisabled();
    });
    await step('the privacy policy read, Save sends all', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: required.privacyPolicyRead() }));
      await expect(save).toBeEnabled();
      await userEvent.click(save);
      await expect(args.onSubmit).toHaveBeenCalledWith({
        allowsCommonRegistry: true,
        allowsViewingOccupationalInformation: false,
        allowsMarketingMail: false,
        allowsTreatmentInstructionsMail: false,
        allowsBookingSms: false,
        dataProcessingAccepted: true,
        privacyPolicyRead: true,
      });
    });
  },
};

/** The data-processing consent is required: without it Save stays disabled. */
export const DataProcessingRequired: Story = {
  args: {
    initialConsent: {
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: true,
    },
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const words = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: words.registration.consents.dataProcessingAccepted() }),
    );
    await expect(canvas.getByRole('button', { name: words.consent.submit() })).toBeDisabled();
  },
};

/** Saving: the button is busy. */
export const Saving: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.consent;
    await expect(within(canvasElement).getByRole('button', { name: LL.submitting() })).toBeVisible();
  },
};

/** The save failed. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.consent;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.failed());
  },
};

/** The children's brand asks four permits (no occupational health care). */
/** Opened on its own address after consenting earlier: the choices as they stand. */
export const GivenEarlier: Story = {
  args: {
    initialConsent: {
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: true,
      allowsBookingSms: true,
    },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals).reservation;
    const LL = words.consent.permits;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: LL.allowsCommonRegistry() })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: LL.allowsTreatmentInstructionsMail() })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: LL.allowsMarketingMail() })).not.toBeChecked();
    // Filled before: no privacy policy again, the data-processing consent shows as given.
    await expect(canvas.queryByText(words.registration.consents.privacyPolicyText())).toBeNull();
    await expect(
      canvas.getByRole('checkbox', { name: words.registration.consents.dataProcessingAccepted() }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: words.consent.submit() }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ dataProcessingAccepted: true }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalledWith(
      expect.objectContaining({ privacyPolicyRead: true }),
    );
  },
};

export const ChildrensBrand: Story = {
  globals: { brand: 'children' },
  args: { permits: brandConfig('children').consentPermits },
  play: async ({ canvasElement }) => {
    // Four permits, the privacy policy and the data-processing consent.
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(6);
  },
};
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
