import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Booking/Forms/RegistrationForm',
  component: RegistrationForm,
  args: {
    identityCode: '040790-****',
    firstName: 'Laura',
    lastName: 'Mäkinen',
    child: false,
    submitting: false,
    failed: false,
    onSubmit: fn(),
  },
  // A page's states: also shot in the children's brand in Swedish.
  parameters: { pageShot: true },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult registers: names from the identification, the rest typed; the rules are the server's. */
export const Adult: Story = {
  play: async ({ canvasElement, globals, args, userEvent, step }) => {
    const words = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await step('send it empty: the required fields say so', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.registration.submit() }));
      await expect(
        canvas.getByRole('textbox', { name: words.contact.streetAddress() }),
      ).toHaveAccessibleDescription(words.fieldErrors.required());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('fill it in and continue', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: words.contact.streetAddress() }),
        'Mannerheimintie 5',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: words.contact.zipCode() }), '00100');
      await userEvent.type(canvas.getByRole('textbox', { name: words.contact.postOffice() }), 'Helsinki');
      await userEvent.type(canvas.getByRole('textbox', { name: words.contact.phone() }), '0401234567');
      await userEvent.type(canvas.getByRole('textbox', { name: words.contact.email() }), 'laura@example.fi');
      const consents = words.registration.consents;
      await userEvent.click(canvas.getByRole('checkbox', { name: consents.privacyPolicyRead() }));
      await userEvent.click(canvas.getByRole('checkbox', { name: consents.dataProcessingAccepted() }));
      await userEvent.click(canvas.getByRole('button', { name: words.registration.submit() }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Laura',
        lastName: 'Mäkinen',
        streetAddress: 'Mannerheimintie 5',
        postalCode: '00100',
        postOffice: 'Helsinki',
        phoneNumber: '+358401234567',
        emailAddress: 'laura@example.fi',
        privacyPolicyRead: true,
        dataProcessingAccepted: true,
      });
    });
  },
};

/**
 * The details filled in but neither consent given: both boxes say they are required, and nothing
 * is sent (messaging-invoices-shell.md §5).
 */
export const ConsentsMissing: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals).reservation;
    const LL = words.registration.consents;
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: words.contact.streetAddress() }),
      'Asematie 12 A 7',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: words.contact.zipCode() }), '01300');
    await userEvent.type(canvas.getByRole('textbox', { name: words.contact.postOffice() }), 'Vantaa');
    await userEvent.type(canvas.getByRole('textbox', { name: words.contact.phone() }), '0508765432');
    await userEvent.type(canvas.getByRole('textbox', { name: words.contact.email() }), 'laura@example.fi');
    await userEvent.click(canvas.getByRole('button', { name: words.registration.submit() }));
    await expect(canvas.getByRole('checkbox', { name: LL.privacyPolicyRead() })).toHaveAccessibleDescription(
      LL.privacyPolicyRequired(),
    );
    await expect(
      canvas.getByRole('checkbox', { name: LL.dataProcessingAccepted() }),
    ).toHaveAccessibleDescription(LL.dataProcessingRequired());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The consents missing in the children's brand, in Swedish. */
export const ConsentsMissingChildrensBrandSwedish: Story = {
  ...ConsentsMissing,
  args: { identityCode: '120518A****', firstName: 'Eetu', lastName: 'Virtanen', child: true },
  globals: { brand: 'children', lang: 'sv' },
};

/** A guardian registers a child: the names are disabled, the title is the child's information. */
export const Child: Story = {
  args: { identityCode: '120518A****', firstName: 'Eetu', lastName: 'Virtanen', child: true },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals).reservation;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: words.registration.childTitle() })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: words.registration.firstName() })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: words.registration.lastName() })).toBeDisabled();
  },
};

/** Saving. */
export const Submitting: Story = { args: { submitting: true } };

/** The save failed. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.registration;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.failed());
  },
};

export const ChildrensBrand: Story = { ...Child, globals: { brand: 'children' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
