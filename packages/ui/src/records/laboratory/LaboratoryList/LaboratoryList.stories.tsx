import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleLabGroups, exampleReferrals } from '../../../examples/labAndSurveys';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { LaboratoryList } from './LaboratoryList';

const meta = {
  title: 'Records/LaboratoryList',
  component: LaboratoryList,
  decorators: [
    asListPage((LL) => ({ title: LL.laboratory.list.title(), intro: LL.laboratory.list.intro() })),
  ],
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', referrals: exampleReferrals, results: exampleLabGroups },
    referralHref: (id: number) => `/fi/laboratoriolahete/${id}`,
    resultHref: (date: string) => `/fi/laboratoriotulos/${date}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof LaboratoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results by day, pending while a test is analysed; referrals valid, ending and no longer valid. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).laboratory;
    await expect(canvas.getByText(words.list.pending())).toBeVisible();
    await expect(canvas.getByText(words.list.ready())).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: words.list.openResults({ date: '13.11.2026' }) }),
    ).toHaveAttribute('href', '/fi/laboratoriotulos/2026-11-13');
    await expect(canvas.getByText(words.referral.validUntil({ date: '26.11.2026' }))).toBeVisible();
    await expect(canvas.getByText(`(${words.referral.hintWeeks({ weeks: 1 })})`)).toBeVisible();
    await expect(canvas.getByText(`(${words.referral.hintTomorrow()})`)).toBeVisible();
    await expect(canvas.getByText(words.referral.notValid())).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'loaded', referrals: [], results: [] } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).laboratory.list;
    await expect(canvas.getByText(words.noResults())).toBeVisible();
    await expect(canvas.getByText(words.noReferrals())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'failed' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'en' } };
