import { I18nProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationForm, registrationFormSchema } from './RegistrationForm';

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <I18nProvider lang="en">
      <RegistrationForm
        identityCode="040790-****"
        firstName={null}
        lastName="Mäkinen"
        child={false}
        submitting={false}
        onSubmit={onSubmit}
      />
    </I18nProvider>,
  );
  return onSubmit;
}

const filled = {
  lastName: 'Mäkinen',
  streetAddress: 'Hämeentie 10',
  postalCode: '00530',
  postOffice: 'Helsinki',
  phoneNumber: '040 987 6543',
  emailAddress: 'laura@example.fi',
};

/** Types the first name, whose length limit is the point of some tests, and pastes the rest. */
async function fillIn(firstName: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), firstName);
  const paste = async (name: string, value: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  };
  await paste('Street address', filled.streetAddress);
  await paste('Postal code', filled.postalCode);
  await paste('Post office', filled.postOffice);
  await paste('Phone number', filled.phoneNumber);
  await paste('E-mail', filled.emailAddress);
  return user;
}

const consents = { privacyPolicyRead: true, dataProcessingAccepted: true };
const privacyPolicy = 'I have read the privacy policy';
const dataProcessing = 'I consent to the processing of my personal data to give me health care';

async function consent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: privacyPolicy }));
  await user.click(screen.getByRole('checkbox', { name: dataProcessing }));
}

describe('RegistrationForm', () => {
  describe('given a first name of 50 characters, the longest the rules allow', () => {
    it('should send it', async () => {
      const onSubmit = renderForm();
      const name = `Anna-${'a'.repeat(45)}`;
      const user = await fillIn(name);
      await consent(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: name }));
    });
  });

  describe('given a first name of 51 characters', () => {
    it('should stop the input at 50', async () => {
      renderForm();
      await fillIn('a'.repeat(51));
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('a'.repeat(50));
    });

    it('should be refused by the form’s check as too long', () => {
      const result = registrationFormSchema.safeParse({ ...filled, ...consents, firstName: 'a'.repeat(51) });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['firstName'], message: 'tooLong' }),
      ]);
    });
  });

  describe('given the fields filled but no consent ticked', () => {
    it('should name both required consents and send nothing', async () => {
      const onSubmit = renderForm();
      const user = await fillIn('Laura');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByRole('checkbox', { name: privacyPolicy })).toHaveAccessibleDescription(
        'Confirm that you have read the privacy policy',
      );
      expect(screen.getByRole('checkbox', { name: dataProcessing })).toHaveAccessibleDescription(
        'Registering needs your consent to the processing of your data',
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('should send the registration with both consents once they are ticked', async () => {
      const onSubmit = renderForm();
      const user = await fillIn('Laura');
      await user.click(screen.getByRole('checkbox', { name: privacyPolicy }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('checkbox', { name: dataProcessing }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Laura',
        ...filled,
        phoneNumber: '+358409876543',
        ...consents,
      });
    });
  });
});
