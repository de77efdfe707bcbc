import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';
import { progressTones } from './ProgressBar.css';

type Args = Pick<ProgressBarProps, 'value' | 'tone' | 'showValue'>;

/** The upload of an insurance card picture. */
function Upload(args: Args) {
  return <ProgressBar label={useWords().components.examples.upload()} {...args} />;
}

const meta = {
  title: 'Components/ProgressBar',
  component: Upload,
  args: { value: 40, tone: 'brand', showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: -20, max: 120, step: 1 } },
    tone: { control: 'inline-radio', options: progressTones },
  },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: 0 } };

export const InProgress: Story = {
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: storyWords(globals).components.examples.upload() });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Complete: Story = { args: { value: 100, tone: 'success' } };

export const Failed: Story = { args: { value: 65, tone: 'critical' } };

/** A value past the end shows a full bar, never more. */
export const Clamped: Story = {
  args: { value: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const WithoutValue: Story = { args: { showValue: false } };
