import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { RelativeTime } from './RelativeTime';

// The stories' clock stands at Monday 16 November 2026, 10.00 in Helsinki (08.00 UTC).
const sent = {
  justNow: '2026-11-16T07:59:40Z',
  minutes: '2026-11-16T07:48:00Z',
  hours: '2026-11-16T05:00:00Z',
  yesterday: '2026-11-15T07:00:00Z',
  earlier: '2026-11-02T07:00:00Z',
} as const;

interface Args {
  value: string;
}

/** The sent time of a message in a conversation list. */
function SentAt({ value }: Args) {
  return (
    <p style={{ margin: 0 }}>
      {useWords().components.examples.sentAt()} <RelativeTime value={value} />
    </p>
  );
}

const meta = {
  title: 'Components/RelativeTime',
  component: SentAt,
  args: { value: sent.minutes },
  argTypes: { value: { control: 'select', options: Object.values(sent) } },
} satisfies Meta<typeof SentAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustNow: Story = { args: { value: sent.justNow } };

export const Minutes: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('time')).toHaveTextContent(
      storyWords(globals).components.relativeTime.minutes({ count: 12 }),
    );
  },
};

export const Hours: Story = { args: { value: sent.hours } };

export const Yesterday: Story = {
  args: { value: sent.yesterday },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('time')).toHaveTextContent(
      storyWords(globals).components.relativeTime.yesterday(),
    );
  },
};

/** Older than two days: the short date. */
export const ShortDate: Story = { args: { value: sent.earlier } };
