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
