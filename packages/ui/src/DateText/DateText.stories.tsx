import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText, dateTextFormats } from './DateText';

const meta = {
  title: 'Components/DateText',
  component: DateText,
  // Monday 16 November 2026 at 10.05 in Helsinki.
  args: { value: '2026-11-16T08:05:00Z', format: 'date' },
  argTypes: { format: { control: 'inline-radio', options: dateTextFormats } },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DateOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('16.11.2026')).toHaveAttribute('datetime', '2026-11-16T08:05:00.000Z');
  },
};

export const TimeOnly: Story = { args: { format: 'time' } };

export const DateAndTime: Story = { args: { format: 'dateTime' } };
