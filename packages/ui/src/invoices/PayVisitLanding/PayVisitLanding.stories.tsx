import { buildPath, otherLanguages, switchLanguage } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyLang, storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { PayVisitLanding } from './PayVisitLanding';

/** The landing as the app shows it on `/{lang}/pay-visit`, in the toolbar's language. */
function Landing() {
  const lang = useLang();
  const LL = useWords();
  const invoices = buildPath('login', lang, undefined, { next: buildPath('invoices', lang) });
  return (
    <PayVisitLanding
      ownVisit={[
        { name: 'Aava', href: invoices },
        { name: 'Pikkujätti', href: `https://pikkujatti.example${invoices}` },
      ]}
      childVisit={{ name: 'Pikkujätti', href: `https://pikkujatti.example${invoices}` }}
      languages={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(buildPath('payVisit', lang), other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}

const meta = {
  title: 'Invoices/PayVisitLanding',
  component: Landing,
  parameters: { pageShot: true, fullPage: true },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

const seesTheLanding: Story['play'] = async ({ canvas, globals }) => {
  const words = storyWords(globals).invoices.payVisit;
  const lang = storyLang(globals);
  const invoices = buildPath('login', lang, undefined, { next: buildPath('invoices', lang) });
  await expect(canvas.getByRole('heading', { level: 1, name: words.title() })).toBeVisible();
  await expect(canvas.getByRole('link', { name: words.own.link({ brand: 'Aava' }) })).toHaveAttribute(
    'href',
    invoices,
  );
  await expect(canvas.getByRole('link', { name: words.child.link({ brand: 'Pikkujätti' }) })).toHaveAttribute(
    'href',
    `https://pikkujatti.example${invoices}`,
  );
  await expect(canvas.getByRole('navigation', { name: words.languages() })).toBeVisible();
};

export const General: Story = { globals: { brand: 'general' }, play: seesTheLanding };
export const Children: Story = { globals: { brand: 'children' }, play: seesTheLanding };
export const GeneralInSwedish: Story = { globals: { brand: 'general', lang: 'sv' }, play: seesTheLanding };
export const ChildrenInEnglish: Story = { globals: { brand: 'children', lang: 'en' }, play: seesTheLanding };
export const SmallScreen: Story = { globals: { viewport: { value: 'small' } }, play: seesTheLanding };
