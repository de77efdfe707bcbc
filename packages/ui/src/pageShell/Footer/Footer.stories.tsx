import { brandConfig } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useBrand } from '../../theme';
import { PortalFooter } from '../PortalShell';

/**
 * The shell's footer of the story's brand and language, as the app renders it, with the links to the
 * terms and the accessibility statement.
 */
function BrandFooter() {
  return <PortalFooter brand={brandConfig(useBrand() ?? 'general')} terms accessibility />;
}

const meta = {
  title: 'Shell/Footer',
  component: BrandFooter,
  parameters: { fullPage: true },
} satisfies Meta<typeof BrandFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aava: customer service 0303 0303, terms in the page language. */
export const General: Story = {
  globals: { brand: 'general', lang: 'sv' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('link', { name: LL.shell.footer.terms() })).toHaveAttribute(
      'href',
      '/sv/eula',
    );
    await expect(canvas.getByRole('link', { name: LL.shell.footer.accessibility() })).toHaveAttribute(
      'href',
      '/sv/tillganglighetsutlatande',
    );
    await expect(
      canvas.getByRole('link', { name: LL.shell.footer.customerService({ phone: '0303 0303' }) }),
    ).toHaveAttribute('href', 'tel:+3583030303');
  },
};

/** Pikkujätti: customer service 0303 0304, terms always in Finnish. */
export const Children: Story = {
  globals: { brand: 'children', lang: 'en' },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    await expect(canvas.getByRole('link', { name: LL.shell.footer.terms() })).toHaveAttribute(
      'href',
      '/fi/eula',
    );
  },
};

export const Finnish: Story = { globals: { lang: 'fi' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };

/** The cookie settings, opened from the keyboard. */
export const CookieSettingsOpen: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const LL = storyWords(globals);
    canvas.getByRole('button', { name: LL.shell.footer.cookieSettings() }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: LL.shell.cookies.title() });
    await expect(dialog).toHaveAccessibleDescription(LL.shell.cookies.text());
  },
};
