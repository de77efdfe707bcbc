import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleLabResult } from '../../../examples/labAndSurveys';
import { storyWords } from '../../../examples/storyWords';
import { LabResultView } from './LabResultView';

const meta = {
  title: 'Records/LabResultView',
  component: LabResultView,
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', answer: exampleLabResult },
    backHref: '/fi/laboratorio',
    onRetry: fn(),
  },
} satisfies Meta<typeof LabResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A package with a pending test, results above and below range in words and arrows, a prefix, words. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).laboratory.result;
    await expect(
      canvas.getByRole('heading', { level: 1, name: words.title({ date: '13.11.2026' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Lipidit' })).toBeVisible();
    await expect(canvas.getByText(words.above())).toBeVisible();
    await expect(canvas.getByText(words.below())).toBeVisible();
    expect(canvas.getAllByText(words.within())).toHaveLength(2);
    await expect(canvas.getByText(words.pendingTest())).toBeVisible();
    await expect(canvas.getByText(words.prefix.lessThan({ value: '3' }))).toBeVisible();
    await expect(canvas.getByText('Negatiivinen')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).laboratory.result.notFound())).toBeVisible();
  },
};

export const Failed: Story = { args: { state: { status: 'failed' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
