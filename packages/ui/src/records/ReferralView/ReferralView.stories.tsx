import type { ReferralWire } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleReferrals } from '../../examples/labAndSurveys';
import { storyWords } from '../../examples/storyWords';
import { ReferralView } from './ReferralView';

const [valid, endingTomorrow, ended] = exampleReferrals as [ReferralWire, ReferralWire, ReferralWire];

const meta = {
  title: 'Records/ReferralView',
  component: ReferralView,
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', referral: valid },
    backHref: '/fi/laboratorio',
    backLabel: 'Laboratorio',
    onRetry: fn(),
  },
} satisfies Meta<typeof ReferralView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid for ten more days: the date with a hint in weeks, the Finnish description, instructions. */
export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).laboratory.referral;
    await expect(canvas.getByText(words.validUntil({ date: '26.11.2026' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.instructions() })).toBeVisible();
  },
};

export const EndingTomorrow: Story = {
  args: { state: { status: 'loaded', referral: endingTomorrow } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(`(${storyWords(globals).laboratory.referral.hintTomorrow()})`),
    ).toBeVisible();
  },
};

export const NotValid: Story = {
  args: { state: { status: 'loaded', referral: ended } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).laboratory.referral.notValid())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).laboratory.referral.notFound())).toBeVisible();
  },
};

export const Failed: Story = { args: { state: { status: 'failed' } } };
