import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inShell } from '../../examples/shell';
import { storyWords } from '../../examples/storyWords';
import { HelpView } from './HelpView';

const meta = {
  title: 'Pages/Help',
  component: HelpView,
  parameters: { fullPage: true },
  // The help page is Finnish; the toolbar's language still changes its words for review.
  decorators: [inShell({ page: 'help', signedIn: true })],
  args: { sms: { link: '/fi/omat-tiedot' } },
} satisfies Meta<typeof HelpView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mfa feature on: the SMS identification entry and its link to the settings. */
export const WithSmsIdentification: Story = {
  parameters: { pageShot: true },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.help;
    await expect(canvas.getByRole('heading', { name: words.sms.heading() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.sms.link() })).toHaveAttribute(
      'href',
      '/fi/omat-tiedot',
    );
  },
};

/** The SMS identification entry while its settings page is not there: the text without a link. */
export const SmsWithoutSettingsLink: Story = {
  args: { sms: { link: null } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.help;
    await expect(canvas.getByRole('heading', { name: words.sms.heading() })).toBeVisible();
    expect(canvas.queryByRole('link', { name: words.sms.link() })).toBeNull();
  },
};

/** With the mfa feature off: no SMS identification entry. */
export const WithoutSmsIdentification: Story = {
  args: { sms: null },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).infoPages.help;
    expect(canvas.queryByRole('heading', { name: words.sms.heading() })).toBeNull();
    await expect(canvas.getByRole('heading', { name: words.booking.heading() })).toBeVisible();
  },
};
