import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { SmsOnboardingPrompt } from './SmsOnboardingPrompt';

const phoneNumber = '+358401234567';

const meta = {
  title: 'My information/SmsOnboardingPrompt',
  component: SmsOnboardingPrompt,
  args: {
    onboarding: { step: 'phoneEntry', phoneNumber, requesting: false, requestFailed: false },
    onRequestCode: fn(),
    onSubmitCode: fn(),
    onChangePhone: fn(),
  },
} satisfies Meta<typeof SmsOnboardingPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's number is offered; sending asks for the code. */
export const PhoneEntry: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(canvas.getByRole('textbox', { name: LL.phone() })).toHaveValue(phoneNumber);
    await userEvent.click(canvas.getByRole('button', { name: LL.confirm() }));
    await expect(args.onRequestCode).toHaveBeenCalledWith(phoneNumber);
  },
};

export const Sending: Story = {
  args: { onboarding: { step: 'phoneEntry', phoneNumber, requesting: true, requestFailed: false } },
};

export const SendFailed: Story = {
  args: { onboarding: { step: 'phoneEntry', phoneNumber, requesting: false, requestFailed: true } },
};

/** The SMS was sent: the four digits. */
export const CodeEntry: Story = {
  args: { onboarding: { step: 'codeEntry', phoneNumber, checking: false, failed: false, triesLeft: null } },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals).myInformation.sms;
    await expect(canvas.getByText(LL.codeSent({ phone: phoneNumber }))).toBeVisible();
  },
};

export const WrongCode: Story = {
  args: { onboarding: { step: 'codeEntry', phoneNumber, checking: false, failed: true, triesLeft: 2 } },
};

/** SMS login is on; the box fades out. */
export const Enabled: Story = { args: { onboarding: { step: 'enabled' } } };

export const TooManyAttempts: Story = { args: { onboarding: { step: 'tooManyAttempts' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
