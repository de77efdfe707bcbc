import { brandConfig, buildPath, isBrandId, isLang, type Lang, otherLanguages } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { Shell } from './Shell';

interface StoryArgs {
  /** Whether the header shows the log-out button. */
  signedIn: boolean;
  onLogOut: () => void;
}

interface FrameProps extends StoryArgs {
  lang: Lang;
  brand: string;
}

/** The sign-in frame of the app: brand link, languages, the person's name and log-out, and a page. */
function Frame({ lang, brand, signedIn, onLogOut }: FrameProps) {
  const LL = i18nObject(lang);
  const { displayName } = brandConfig(isBrandId(brand) ? brand : 'general');
  return (
    <Shell
      skipToContentLabel={LL.shell.header.skipToContent()}
      brand={
        <a href={buildPath('front', lang)} aria-label={LL.shell.header.homeLink({ brand: displayName })}>
          {displayName}
        </a>
      }
      actions={
        <>
          <nav aria-label={LL.shell.languagePicker.label()}>
            <ul>
              {otherLanguages(lang).map((other) => (
                <li key={other}>
                  <a href={buildPath('front', other)} lang={other} hrefLang={other}>
                    {LL.shell.languagePicker[other]()}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {signedIn && (
            <Button variant="secondary" onPress={onLogOut}>
              {LL.shell.logout.button()}
            </Button>
          )}
        </>
      }
    >
      <h1>{LL.auth.sessionExpired.title()}</h1>
      <p>{LL.auth.sessionExpired.text()}</p>
      <Notice tone="info">{LL.auth.login.intro()}</Notice>
    </Shell>
  );
}

const meta = {
  title: 'Components/Shell',
  subcomponents: { Shell },
  parameters: { fullPage: true },
  globals: { viewport: { value: 'large', isRotated: false } },
  args: { onLogOut: fn(), signedIn: false },
  render: (args, { globals }) => (
    <Frame
      lang={isLang(globals.lang) ? globals.lang : 'fi'}
      brand={String(globals.brand)}
      signedIn={args.signedIn}
      onLogOut={args.onLogOut}
    />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas, globals }) => {
    const LL = i18nObject(globals.lang);
    await expect(canvas.getByRole('banner')).toContainElement(
      canvas.getByRole('navigation', { name: LL.shell.languagePicker.label() }),
    );
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: i18nObject(globals.lang).shell.logout.button() }),
    );
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

/** The keyboard's first stop: the skip link appears. */
export const SkipLink: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: i18nObject(globals.lang).shell.header.skipToContent() }),
    ).toHaveFocus();
  },
};

/** Following the skip link puts focus on the main content, past the header. */
export const SkipLinkFollowed: Story = {
  play: async ({ canvas, globals, userEvent, step }) => {
    await step('tab to the skip link and follow it', async () => {
      await userEvent.tab();
      await expect(
        canvas.getByRole('link', { name: i18nObject(globals.lang).shell.header.skipToContent() }),
      ).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const SmallScreen: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'small', isRotated: false } },
};

export const ChildrenBrand: Story = {
  args: { signedIn: true },
  globals: { brand: 'children' },
};

export const ChildrenBrandSmallScreen: Story = {
  args: { signedIn: true },
  globals: { brand: 'children', viewport: { value: 'small', isRotated: false } },
};
