import { brandConfig, buildPath, eulaPath, isLang } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { variant: 'inline', href: '', children: null },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    children: { control: false },
    href: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const langOf = (value: unknown) => (isLang(value) ? value : 'fi');

/** In running text: the terms of use in the footer. */
export const Inline: Story = {
  render: (args, { globals }) => {
    const lang = langOf(globals.lang);
    return (
      <p>
        <Link
          {...args}
          href={eulaPath(brandConfig(globals.brand === 'children' ? 'children' : 'general'), lang)}
        >
          {i18nObject(lang).shell.footer.terms()}
        </Link>
      </p>
    );
  },
  play: async ({ canvas, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: i18nObject(langOf(globals.lang)).shell.footer.terms() });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

/** On a line of its own: a section's show-all link on the front page. */
export const Standalone: Story = {
  args: { variant: 'standalone' },
  render: (args, { globals }) => {
    const lang = langOf(globals.lang);
    return (
      <Link {...args} href={buildPath('appointments', lang)}>
        {i18nObject(lang).components.link.showAll()}
      </Link>
    );
  },
  play: async ({ canvas, globals }) => {
    const lang = langOf(globals.lang);
    const link = canvas.getByRole('link', { name: i18nObject(lang).components.link.showAll() });
    await expect(link).toHaveAttribute('href', buildPath('appointments', lang));
  },
};

/** To another service (the maps service of an appointment): a new tab, said aloud. */
export const External: Story = {
  render: (args, { globals }) => {
    const words = i18nObject(langOf(globals.lang)).components.link;
    return (
      <Link
        {...args}
        href="https://maps.example.fi/?q=Urho+Kekkosen+katu+4-6+E+Helsinki"
        external
        newTabHint={words.newTab()}
      >
        {words.map()}
      </Link>
    );
  },
  play: async ({ canvas, globals }) => {
    const words = i18nObject(langOf(globals.lang)).components.link;
    const link = canvas.getByRole('link', { name: `${words.map()} (${words.newTab()})` });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
