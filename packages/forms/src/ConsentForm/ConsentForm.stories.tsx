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

/** The five permits of the general brand; the chosen ones are sent, the rest as not given. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).reservation.consent;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('checkbox', { name: LL.permits.allowsCommonRegistry() }));
    await userEvent.click(canvas.getByRole('button', { name: LL.submit() }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      allowsCommonRegistry: true,
      allowsViewingOccupationalInformation: false,
      allowsMarketingMail: false,
      allowsTreatmentInstructionsMail: false,
      allowsBookingSms: false,
    });
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
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.consent.permits;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: LL.allowsCommonRegistry() })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: LL.allowsTreatmentInstructionsMail() })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: LL.allowsMarketingMail() })).not.toBeChecked();
  },
};

export const ChildrensBrand: Story = {
  globals: { brand: 'children' },
  args: { permits: brandConfig('children').consentPermits },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(4);
  },
};
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
