import { examplePatient, storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'My information/Forms/ContactForm',
  component: ContactForm,
  args: { patient: examplePatient, submitting: false, failed: false, saved: false, onSubmit: fn() },
  parameters: { pageShot: true },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details as stored; names and identity code read-only. A new phone with a leading 0 is sent as +358. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(examplePatient.obfuscatedPersonalIdentityCode)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: words.myInformation.contact.firstName() })).toBeNull();
    const phone = canvas.getByRole('textbox', { name: words.reservation.contact.phone() });
    await userEvent.clear(phone);
    await userEvent.type(phone, ' 050 765 4321 ');
    await userEvent.click(canvas.getByRole('radio', { name: words.myInformation.contact.languages.sv() }));
    await userEvent.click(canvas.getByRole('button', { name: words.myInformation.contact.submit() }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      streetAddress: 'Mannerheimintie 1 A 2',
      postalCode: '00100',
      postOffice: 'Helsinki',
      emailAddress: 'maija.virtanen@example.fi',
      phoneNumber: '+358507654321',
      language: 'sv',
    });
  },
};

/** Fields refused by the rules of §5: each says why, the summary above takes focus, nothing is sent. */
export const Invalid: Story = {
  args: {
    patient: {
      ...examplePatient,
      postalAddress: { street: 'M', postalCode: '001', postOffice: '' },
      email: 'maija@xn--example.fi',
      phoneNumber: '12',
    },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals);
    const errors = words.reservation.fieldErrors;
    const contact = words.reservation.contact;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: words.myInformation.contact.submit() }));
    await expect(canvas.getByRole('textbox', { name: contact.streetAddress() })).toHaveAccessibleDescription(
      errors.tooShort(),
    );
    await expect(canvas.getByRole('textbox', { name: contact.zipCode() })).toHaveAccessibleDescription(
      errors.zipCode(),
    );
    await expect(canvas.getByRole('textbox', { name: contact.postOffice() })).toHaveAccessibleDescription(
      errors.required(),
    );
    await expect(canvas.getByRole('textbox', { name: contact.email() })).toHaveAccessibleDescription(
      errors.email(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
  },
};

/** Being saved: the button is busy, the fields wait. */
export const Saving: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(
      within(canvasElement).getByRole('textbox', { name: words.reservation.contact.email() }),
    ).toBeDisabled();
  },
};

/** The save failed: the error text of §8. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(within(canvasElement).getByText(words.myInformation.contact.failed())).toBeVisible();
  },
};

/** Saved, and the person stays on my information (the reload-page action). */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    await expect(within(canvasElement).getByText(words.myInformation.contact.saved())).toBeVisible();
  },
};

/**
 * On the way to pay (the e-mail-required notice's link): only the e-mail address is asked, since
 * paying needs nothing else; a patient without a phone number saves it alone.
 */
export const EmailOnly: Story = {
  args: { patient: { ...examplePatient, email: null, phoneNumber: null }, asked: ['emailAddress'] },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.myInformation.contact.emailOnlyIntro())).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: words.reservation.contact.phone() })).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: words.reservation.contact.email() }),
      'maija.virtanen@example.fi',
    );
    await userEvent.click(canvas.getByRole('button', { name: words.myInformation.contact.submit() }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ emailAddress: 'maija.virtanen@example.fi' });
  },
};

/**
 * A child without a phone number or e-mail address of their own: both are filled in with the
 * guardian's, and a note says so.
 */
export const GuardianDefaults: Story = {
  args: {
    patient: {
      ...examplePatient,
      firstName: 'Eetu',
      email: null,
      phoneNumber: null,
      guardianContact: { phoneNumber: '+358401112233', email: 'maija.virtanen@example.fi' },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const words = storyWords(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.myInformation.contact.guardianDefaults())).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: words.reservation.contact.phone() })).toHaveValue(
      '+358401112233',
    );
    await expect(canvas.getByRole('textbox', { name: words.reservation.contact.email() })).toHaveValue(
      'maija.virtanen@example.fi',
    );
  },
};
