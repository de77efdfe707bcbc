import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { exampleImagingResult } from '../../../examples/labAndSurveys';
import { storyWords } from '../../../examples/storyWords';
import { ImagingResultView } from './ImagingResultView';

const meta = {
  title: 'Records/ImagingResultView',
  component: ImagingResultView,
  parameters: { pageShot: true },
  args: {
    state: { status: 'loaded', answer: exampleImagingResult },
    backHref: '/fi/kuvantaminen',
    onRetry: fn(),
  },
} satisfies Meta<typeof ImagingResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).imaging.result;
    await expect(
      canvas.getByRole('heading', { level: 1, name: words.title({ date: '17.9.2026' }) }),
    ).toBeVisible();
    await expect(canvas.getByText(/Keuhkot ovat normaalisti ilmastoituneet/)).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).imaging.result.notFound())).toBeVisible();
  },
};

export const Failed: Story = { args: { state: { status: 'failed' } } };
