import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../examples/storyWords';
import { useWords } from '../i18n';
import { LimitedNotice } from './LimitedNotice';

/** The notice with the conversations' words, in the toolbar's language. */
function ConversationsLimited({ retryAt }: { retryAt: string }) {
  const words = useWords().conversations;
  return <LimitedNotice retryAt={retryAt} text={words.limited} />;
}

const meta = {
  title: 'Components/LimitedNotice',
  component: ConversationsLimited,
  args: { retryAt: '2026-11-25T13:35:00Z' },
} satisfies Meta<typeof ConversationsLimited>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Helsinki date and time to send again (15.35 in November, UTC+2). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals);
    const time = words.components.dateTime({
      date: '25.11.2026',
      time: globals.lang === 'en' ? '15:35' : '15.35',
    });
    await expect(canvas.getByText(words.conversations.limited({ time }))).toBeVisible();
  },
};
