import type { LoginChoice } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { LoginPrompt, type LoginPromptProps } from './LoginPrompt';

type Args = Pick<LoginPromptProps, 'reason'> & { initialChoice: LoginChoice | null };

/** The prompt with the children's brand's choice working, as the page's machine drives it. */
function Prompt({ reason, initialChoice }: Args) {
  const [choice, setChoice] = useState(initialChoice);
  return (
    <LoginPrompt
      reason={reason}
      loginChoice={choice}
      loginHref={choice === 'pending' ? null : choice === 'hpa' ? '/fi/hpa/register' : '/oauth/authenticate'}
      onChoose={setChoice}
      onChangeChoice={() => setChoice('pending')}
    />
  );
}

const meta = {
  title: 'Booking/Reservation/LoginPrompt',
  component: Prompt,
  args: { reason: 'patientInfoConflict', initialChoice: null },
} satisfies Meta<typeof Prompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After an info conflict or consent required: strong login. */
export const StrongLoginRequired: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.login;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.strongLogin())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.loginButton() })).toHaveAttribute(
      'href',
      '/oauth/authenticate',
    );
  },
};

/** A time that requires identification (or an insurance or kela65 time). */
export const AppointmentRequiresLogin: Story = {
  args: { reason: 'appointmentRequiresLogin' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.login;
    await expect(within(canvasElement).getByText(LL.appointmentRequiresLogin())).toBeVisible();
  },
};

/** noPatient: register as a customer. */
export const RegisterAsCustomer: Story = {
  args: { reason: 'noPatient' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).reservation.login;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.registerAsCustomer())).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.registerButton() })).toBeVisible();
  },
};

/** The children's brand asks first whom the booking is for. */
export const ChildrensLoginChoice: Story = {
  globals: { brand: 'children' },
  args: { initialChoice: 'pending' },
  play: async ({ canvasElement, globals, userEvent }) => {
    const LL = storyWords(globals).reservation.login;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: LL.loginButton() })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: LL.choiceHpa() }));
    await expect(canvas.getByRole('link', { name: LL.loginButton() })).toHaveAttribute(
      'href',
      '/fi/hpa/register',
    );
  },
};

/** The children's brand, the guardian's choice made. */
export const ChildrensGuardianChosen: Story = {
  globals: { brand: 'children' },
  args: { initialChoice: 'hpa' },
};

export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };
