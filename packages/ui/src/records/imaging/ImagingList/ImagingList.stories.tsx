import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleImagingReferrals, exampleImagingResults } from '../../../examples/labAndSurveys';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { ImagingList } from './ImagingList';

const meta = {
  title: 'Records/ImagingList',
  component: ImagingList,
  decorators: [asListPage((LL) => ({ title: LL.imaging.list.title(), intro: LL.imaging.list.intro() }))],
  parameters: { pageShot: true },
  args: {
    referrals: { status: 'loaded', items: exampleImagingReferrals },
    results: { status: 'loaded', items: exampleImagingResults },
    referralHref: (id: number) => `/fi/kuvantamislahete/${id}`,
    resultHref: (date: string) => `/fi/kuvantaminen/${date}`,
    onRetryReferrals: fn(),
  },
} satisfies Meta<typeof ImagingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Keuhkojen röntgenkuvaus' })).toHaveAttribute(
      'href',
      '/fi/kuvantaminen/2026-09-17',
    );
    await expect(
      canvas.getByRole('link', { name: 'Kuvantamislähete, polven magneettitutkimus' }),
    ).toBeVisible();
  },
};

/** The imaging archive could not be read: the results say so, the referrals stay. */
export const ResultsUnavailable: Story = {
  args: { results: { status: 'failed' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).imaging.list.unavailable())).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Kuvantamislähete, polven magneettitutkimus' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { referrals: { status: 'loaded', items: [] }, results: { status: 'loaded', items: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).imaging.list.noResults())).toBeVisible();
  },
};

export const Loading: Story = { args: { referrals: { status: 'loading' }, results: { status: 'loading' } } };

export const ReferralsFailed: Story = { args: { referrals: { status: 'failed' } } };
