import { brandConfig, buildPath, otherLanguages, switchLanguage } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyLang, storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { InsurerPartnerLanding } from './InsurerPartnerLanding';

const general = brandConfig('general');
const children = brandConfig('children');

/** The landing page as the app shows it on `/{lang}/lahitapiola`, in the toolbar's language. */
function Landing() {
  const lang = useLang();
  const LL = useWords();
  const list = buildPath('insuranceList', lang);
  return (
    <InsurerPartnerLanding
      childBooking={{ name: children.displayName, href: buildPath('login', lang, undefined, { next: list }) }}
      selfBooking={{ name: general.displayName, href: list }}
      phone={general.customerServicePhone}
      languages={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(buildPath('insurerPartner', lang), other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}

const meta = {
  title: 'Booking/Insurance/InsurerPartnerLanding',
  component: Landing,
  parameters: { pageShot: true, fullPage: true },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

const seesTheLanding: Story['play'] = async ({ canvas, globals }) => {
  const LL = storyWords(globals).insurance.landing;
  const lang = storyLang(globals);
  await expect(canvas.getByRole('heading', { level: 1, name: LL.title() })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(LL.granted.title());
  await expect(canvas.getByRole('link', { name: LL.child.link({ brand: 'Pikkujätti' }) })).toHaveAttribute(
    'href',
    buildPath('login', lang, undefined, { next: buildPath('insuranceList', lang) }),
  );
  await expect(canvas.getByRole('link', { name: LL.self.link({ brand: 'Aava' }) })).toHaveAttribute(
    'href',
    buildPath('insuranceList', lang),
  );
  await expect(canvas.getByRole('link', { name: LL.info.call({ phone: '0303 0303' }) })).toHaveAttribute(
    'href',
    'tel:+3583030303',
  );
  await expect(canvas.getByText(LL.info.weekdays({ opens: '7', closes: '21' }))).toBeVisible();
  await expect(canvas.getByText(LL.info.saturday({ opens: '8', closes: '20' }))).toBeVisible();
  const halfPast = lang === 'en' ? '8:30' : '8.30';
  await expect(canvas.getByText(LL.info.sunday({ opens: halfPast, closes: '16' }))).toBeVisible();
  await expect(canvas.getByRole('navigation', { name: LL.languages() })).toBeVisible();
};

/** Aava's theme: the permit notice, both cards, the phone box with its hours and the languages. */
export const General: Story = {
  globals: { brand: 'general' },
  play: seesTheLanding,
};

/** Pikkujätti's theme. */
export const Children: Story = {
  globals: { brand: 'children' },
  play: seesTheLanding,
};

export const GeneralInSwedish: Story = { globals: { brand: 'general', lang: 'sv' }, play: seesTheLanding };

export const ChildrenInEnglish: Story = { globals: { brand: 'children', lang: 'en' }, play: seesTheLanding };

/** A phone screen: the cards stack. */
export const SmallScreen: Story = { globals: { viewport: { value: 'small' } }, play: seesTheLanding };
