import { buildPath, isLang } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { buttonVariants } from '../Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { variant: 'primary', href: '', children: null },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    children: { control: false },
    href: { control: false },
  },
  // The call to action of the session-expired page: back to strong identification.
  render: (args, { globals }) => {
    const lang = isLang(globals.lang) ? globals.lang : 'fi';
    return (
      <ButtonLink {...args} href={buildPath('login', lang)}>
        {i18nObject(lang).auth.sessionExpired.loginAgain()}
      </ButtonLink>
    );
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, globals }) => {
    const LL = i18nObject(globals.lang);
    // It stays a link for assistive technology, whatever it looks like.
    await expect(canvas.getByRole('link', { name: LL.auth.sessionExpired.loginAgain() })).toHaveAttribute(
      'href',
      buildPath('login', globals.lang),
    );
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};
