import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { SessionExpiredView } from './SessionExpiredView';

const meta = {
  title: 'Sign in/Session expired',
  component: SessionExpiredView,
  args: { signInHref: '/oauth/authenticate?lang=fi&next=%2Ffi%2Flaskut' },
  decorators: [inShell({ page: 'sessionExpired' })],
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof SessionExpiredView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign in again, or order an SMS code; both start strong identification. No menu, no footer. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const sms = canvas.getByRole('region', { name: LL.auth.sessionExpired.smsTitle() });
    await expect(sms).toBeVisible();
    await expect(canvas.getByRole('link', { name: LL.auth.sessionExpired.orderSmsCode() })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi&next=%2Ffi%2Flaskut',
    );
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };

/** Signed out after the idle time without activity. */
export const Idle: Story = {
  args: { reason: 'idle' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(LL.auth.sessionExpired.title());
    await expect(canvas.getByText(LL.auth.sessionExpired.idle())).toBeVisible();
  },
};

/** The longest a session may last since sign-in has passed, however active the person was. */
export const Ceiling: Story = {
  args: { reason: 'ceiling' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).auth.sessionExpired.ceiling())).toBeVisible();
  },
};

/** Ended elsewhere before its time: a log-out on another device, or a new sign-in in this browser. */
export const SignedOutElsewhere: Story = {
  args: { reason: 'signedOut' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      LL.auth.sessionExpired.signedOutTitle(),
    );
    await expect(canvas.getByText(LL.auth.sessionExpired.signedOut())).toBeVisible();
  },
};

export const CeilingSwedish: Story = { args: { reason: 'ceiling' }, globals: { lang: 'sv' } };
export const SignedOutElsewhereEnglish: Story = { args: { reason: 'signedOut' }, globals: { lang: 'en' } };
