import {
  brandConfig,
  buildPath,
  type FeatureName,
  featureSet,
  landingVisitTypes,
  listPages,
  otherLanguages,
} from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useLang } from '../../i18n';
import { useBrand } from '../../theme';
import { VisitTypeLanding } from './VisitTypeLanding';

interface Args {
  /** The feature flags that are on. */
  features: readonly FeatureName[];
  /** Today in Helsinki, `yyyy-mm-dd`. */
  today: string;
}

/** The landing page of the story's brand and language, the domain deciding the visit types. */
function Landing({ features, today }: Args) {
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  return (
    <VisitTypeLanding
      visitTypes={landingVisitTypes(brand, featureSet(features), today).map((type) => ({
        type,
        href: buildPath(listPages[type], lang),
      }))}
      languageLinks={otherLanguages(lang).map((other) => ({
        lang: other,
        href: buildPath('visitTypeLanding', other),
      }))}
      customerServicePhone={brand.customerServicePhone}
    />
  );
}

const meta = {
  title: 'Booking/VisitTypeLanding',
  component: Landing,
  args: { features: ['ohc-appointment-search', 'kela65'], today: '2026-11-16' },
  globals: { viewport: { value: 'large' } },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aava with both flags: private, occupational, insurance and kela65, and the other languages. */
export const GeneralAllTypes: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.landing.visitTypes;
    await expect(canvas.getByRole('link', { name: words.private.title() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/yksityisasiakas',
    );
    await expect(canvas.getByRole('link', { name: words.occupational.title() })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/tyoterveys',
    );
    await expect(canvas.getByRole('link', { name: words.kela65.title() })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'På svenska' })).toHaveAttribute('href', '/sv/tidsbokning');
    await expect(canvas.getByRole('link', { name: 'In English' })).toHaveAttribute('href', '/en/booking');
  },
};

/** Aava without the flags: no occupational and no kela65 card. */
export const GeneralWithoutFlags: Story = {
  args: { features: [] },
  // Also shot in the children's brand; the other general stories check the general brand's cards.
  parameters: { pageShot: true },
  globals: { lang: 'en' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.landing.visitTypes;
    await expect(canvas.getAllByRole('listitem').filter((item) => item.dataset.visitType)).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: words.occupational.title() })).toBeNull();
    await expect(canvas.queryByRole('link', { name: words.kela65.title() })).toBeNull();
  },
};

/** Before 1 September 2025 kela65 is not offered even with its flag. */
export const BeforeKela65Opens: Story = {
  args: { today: '2025-08-31' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.landing.visitTypes;
    await expect(canvas.queryByRole('link', { name: words.kela65.title() })).toBeNull();
    await expect(canvas.getByRole('link', { name: words.occupational.title() })).toBeVisible();
  },
};

/** Pikkujätti: never occupational, whatever the flags. */
export const Children: Story = {
  globals: { brand: 'children', lang: 'sv' },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.landing.visitTypes;
    await expect(canvas.queryByRole('link', { name: words.occupational.title() })).toBeNull();
    await expect(canvas.getByRole('link', { name: words.kela65.title() })).toHaveAttribute(
      'href',
      '/sv/tidsbokning/kela65',
    );
  },
};

/** A phone: the cards one under another. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  parameters: { pageShot: true },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).search.landing;
    await expect(canvas.getByRole('heading', { level: 1, name: words.title() })).toBeVisible();
  },
};
