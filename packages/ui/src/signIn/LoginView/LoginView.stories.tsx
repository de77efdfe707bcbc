import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { LoginView } from './LoginView';

const meta = {
  title: 'Sign in/Login',
  component: LoginView,
  args: { signInHref: '/oauth/authenticate?lang=fi&next=%2Ffi', state: 'ready' },
  decorators: [inShell({ page: 'login' })],
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'medium' } },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The way in: strong identification. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('link', { name: LL.auth.login.strongAuthButton() })).toHaveAttribute(
      'href',
      '/oauth/authenticate?lang=fi&next=%2Ffi',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The identification came back failed or cancelled: said above the way in again. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyWords(globals).auth.login.failedTitle());
  },
};

/** Too many sign-ins were started from the person's address: wait, then the way in again. */
export const TooManyTries: Story = {
  args: { state: 'tooManyTries' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.auth.login.tooManyTitle());
    await expect(canvas.getByRole('link', { name: LL.auth.login.strongAuthButton() })).toBeVisible();
  },
};

export const SmallScreen: Story = { args: { state: 'failed' }, globals: { viewport: { value: 'small' } } };
