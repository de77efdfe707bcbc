import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { type SmsCodeState, SmsCodeView, smsCodeStates } from './SmsCodeView';

interface Args {
  state: SmsCodeState;
  /** The digits in the boxes when the story opens. */
  digits: string;
  onComplete: (code: string) => void;
}

/** The page with its own digits, as the app keeps them. */
function SmsCodePage({ state, digits, onComplete }: Args) {
  const [value, setValue] = useState(() => [...digits.padEnd(4, ' ')].map((d) => d.trim()));
  return (
    <SmsCodeView
      state={state}
      value={value}
      onChange={setValue}
      onComplete={onComplete}
      loginAgainHref="/fi/kirjaudu?next=%2Ffi"
    />
  );
}

const meta = {
  title: 'Sign in/SMS code',
  component: SmsCodePage,
  args: { state: 'entering', digits: '', onComplete: fn() },
  argTypes: { state: { control: 'select', options: smsCodeStates } },
  decorators: [inShell({ page: 'smsCode' })],
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof SmsCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four empty boxes under one heading; the code goes as soon as the fourth digit is typed. */
export const Entering: Story = {
  play: async ({ canvas, globals, userEvent, args }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('group', { name: LL.auth.smsCode.groupLabel() })).toBeVisible();
    await userEvent.keyboard('1234');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

/** The code is being checked: the boxes are read-only and the status says so. */
export const Checking: Story = {
  args: { state: 'checking', digits: '1234' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyWords(globals).auth.smsCode.checking());
  },
};

/** A wrong code: the boxes are cleared, marked and described by the error. */
export const WrongCode: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.auth.smsCode.failedTitle());
    const first = canvas.getByRole('textbox', {
      name: LL.auth.smsCode.digitLabel({ position: 1, total: 4 }),
    });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many wrong codes: no boxes, only the way to log in again. */
export const TooManyTries: Story = {
  args: { state: 'tooMany' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.auth.smsCode.tooManyTitle());
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: LL.auth.smsCode.loginAgain() })).toBeVisible();
  },
};

/** The server could not be reached: type the code again. */
export const NetworkError: Story = {
  args: { state: 'networkError' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyWords(globals).errors.network());
  },
};

/** The server answered something unexpected. */
export const UnknownError: Story = {
  args: { state: 'unknownError' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyWords(globals).errors.generic.title());
  },
};

/** On a small screen. */
export const SmallScreen: Story = { args: { state: 'failed' }, globals: { viewport: { value: 'small' } } };
