import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { FrontDoorView } from './FrontDoorView';

const meta = {
  title: 'Sign in/Front door',
  component: FrontDoorView,
  args: {
    brandName: 'Aava',
    bookingHref: '/fi/ajanvaraus',
    signInHref: '/oauth/authenticate?lang=fi&next=%2Ffi',
  },
  decorators: [inShell({ page: 'front' })],
  parameters: { fullPage: true, pageShot: true },
  globals: { viewport: { value: 'large' } },
} satisfies Meta<typeof FrontDoorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's front page: booking and log-in side by side, booking first. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const links = canvas.getAllByRole('link', {
      name: new RegExp(`^(${LL.frontPage.door.bookButton()}|${LL.auth.login.strongAuthButton()})$`),
    });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fi/ajanvaraus',
      '/oauth/authenticate?lang=fi&next=%2Ffi',
    ]);
  },
};

/** On a phone the two ways in stack, booking on top. */
export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
