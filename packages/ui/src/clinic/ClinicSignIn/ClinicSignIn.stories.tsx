import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { ClinicSignIn } from './ClinicSignIn';

const meta = {
  title: 'Clinic/ClinicSignIn',
  component: ClinicSignIn,
  args: { signInHref: '/clinic/oauth/authenticate?lang=fi', error: null },
} satisfies Meta<typeof ClinicSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No staff session yet: the way to sign in. */
export const SignedOut: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).conversations.clinic;
    await expect(canvas.getByRole('heading', { level: 1, name: words.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.signIn.button() })).toHaveAttribute(
      'href',
      '/clinic/oauth/authenticate?lang=fi',
    );
  },
};

/** A patient's identity came back: the workspace is the staff's only. */
export const NotStaff: Story = {
  args: { error: 'notStaff' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.clinic.signIn.notStaff())).toBeVisible();
  },
};

/** The identification failed or the provider could not be reached. */
export const Failed: Story = {
  args: { error: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).conversations.clinic.signIn.failed())).toBeVisible();
  },
};
