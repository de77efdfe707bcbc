import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyWords } from '../../examples';
import { SmsLogin } from './SmsLogin';

const meta = {
  title: 'My information/SmsLogin',
  component: SmsLogin,
  args: {
    status: 'user-has-no-verified-mfa-device',
    phoneNumber: null,
    nextAttempt: null,
    onboarding: null,
    onToggle: fn(),
    onRequestCode: fn(),
    onSubmitCode: fn(),
    onChangePhone: fn(),
  },
} satisfies Meta<typeof SmsLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the toggle asks to turn it on. */
export const Off: Story = {
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.sms;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.off())).toBeVisible();
    await userEvent.click(canvas.getByText(LL.toggle()));
    await expect(args.onToggle).toHaveBeenCalledWith('enable');
  },
};

/** On, with the verified number; the toggle turns it off. */
export const Enabled: Story = {
  args: { status: 'enabled', phoneNumber: '+358401234567' },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.sms;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.enabled({ phone: '+358401234567' }))).toBeVisible();
    await userEvent.click(canvas.getByText(LL.toggle()));
    await expect(args.onToggle).toHaveBeenCalledWith('disable');
  },
};

/** Too many verifications: the toggle waits until the time shown. */
export const TooManyOnboardingAttempts: Story = {
  args: { status: 'too-many-onboarding-attempts', nextAttempt: '2026-11-25T08:30:00.000Z' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: LL.toggle() })).toBeDisabled();
    await expect(canvas.getByText(/25\.11\.2026/)).toBeVisible();
  },
};

/** The environment has SMS login off: no toggle, nothing to say. */
export const EnvironmentDisabled: Story = {
  args: { status: 'environment-has-mfa-disabled' },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: LL.toggle() })).toBeNull();
    await expect(canvas.queryByText(LL.title())).toBeNull();
  },
};

/** Turning it on: the phone entry, confirm only for a plus and six digits or more. */
export const PhoneEntry: Story = {
  args: {
    status: 'user-wants-to-enable-mfa',
    onboarding: { step: 'phoneEntry', phoneNumber: '', requesting: false, requestFailed: false },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.sms;
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: LL.confirm() });
    await userEvent.type(canvas.getByRole('textbox', { name: LL.phone() }), '12345');
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: LL.phone() }), '6');
    await userEvent.click(confirm);
    await expect(args.onRequestCode).toHaveBeenCalledWith('123456');
  },
};

/** The code is being sent. */
export const PhoneSending: Story = {
  args: {
    status: 'user-wants-to-enable-mfa',
    onboarding: { step: 'phoneEntry', phoneNumber: '+358405556677', requesting: true, requestFailed: false },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(within(canvasElement).getByRole('button', { name: LL.sending() })).toBeVisible();
  },
};

/** Sending failed: try again. */
export const PhoneRequestFailed: Story = {
  args: {
    status: 'user-wants-to-enable-mfa',
    onboarding: { step: 'phoneEntry', phoneNumber: '+358405556677', requesting: false, requestFailed: true },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(within(canvasElement).getByText(LL.requestFailed())).toBeVisible();
  },
};

/** The four boxes; the last digit sends the code. */
export const CodeEntry: Story = {
  args: {
    status: 'user-wants-to-enable-mfa',
    onboarding: {
      step: 'codeEntry',
      phoneNumber: '+358405556677',
      checking: false,
      failed: false,
      triesLeft: null,
    },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.sms;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LL.codeSent({ phone: '+358405556677' }))).toBeVisible();
    await userEvent.keyboard('1234');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('1234');
  },
};

const fadingOut = {
  screenshot: {
    disable: true,
    reason: 'The box is fading out over 500 ms; a picture would catch any moment of it.',
  },
};

/** A wrong code with tries left: the boxes are empty and marked, the error says how many tries remain. */
export const CodeFailed: Story = {
  args: {
    status: 'user-wants-to-enable-mfa',
    onboarding: {
      step: 'codeEntry',
      phoneNumber: '+358405556677',
      checking: false,
      failed: true,
      triesLeft: 2,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(within(canvasElement).getByText(LL.identificationFailed())).toBeVisible();
    await expect(within(canvasElement).getByText(LL.triesLeft({ count: 2 }))).toBeVisible();
  },
};

/** The right code: SMS login is on, and the box fades out. */
export const Verified: Story = {
  args: { status: 'user-wants-to-enable-mfa', onboarding: { step: 'enabled' } },
  parameters: fadingOut,
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(within(canvasElement).getByText(LL.success())).toBeInTheDocument();
  },
};

/** Three wrong codes: too many retries. */
export const TooManyAttempts: Story = {
  args: { status: 'user-wants-to-enable-mfa', onboarding: { step: 'tooManyAttempts' } },
  parameters: fadingOut,
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(within(canvasElement).getByText(LL.tooManyRetries())).toBeInTheDocument();
  },
};
