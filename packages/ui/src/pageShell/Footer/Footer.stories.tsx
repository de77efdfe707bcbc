import { brandConfig, eulaPath, telHref } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { useBrand } from '../../theme';
import { Logo } from '../Logo';
import { Footer } from './Footer';

/** The footer of the story's brand and language, with the brand configuration's phone and terms. */
function BrandFooter() {
  const LL = useWords();
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  return (
    <Footer
      logo={<Logo name={brand.displayName} proportion={brand.headerImageProportion} />}
      customerService={{
        href: telHref(brand.customerServicePhone),
        label: LL.shell.footer.customerService({ phone: brand.customerServicePhone }),
      }}
      appsLabel={LL.shell.footer.apps({ brand: brand.displayName })}
      apps={[
        { href: 'https://apps.apple.com/fi/', label: LL.shell.footer.appStore() },
        { href: 'https://play.google.com/store/apps', label: LL.shell.footer.googlePlay() },
      ]}
      terms={{ href: eulaPath(brand, lang), label: LL.shell.footer.terms() }}
      cookies={{
        label: LL.shell.footer.cookieSettings(),
        title: LL.shell.cookies.title(),
        text: LL.shell.cookies.text(),
        closeLabel: LL.shell.cookies.close(),
      }}
    />
  );
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
