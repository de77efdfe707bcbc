import { formatDate, formatTime } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useLang } from '../i18n';
import { useNow } from './Clock';

/** Today's date and time as the stories see them, from the clock context and from `Date` itself. */
function Now() {
  const lang = useLang();
  const now = useNow();
  const real = new Date();
  return (
    <dl>
      <dt>
        <code>useNow()</code>
      </dt>
      <dd>
        {formatDate(now)} {formatTime(now, lang)}
      </dd>
      <dt>
        <code>new Date()</code>
      </dt>
      <dd>
        {formatDate(real)} {formatTime(real, lang)}
      </dd>
    </dl>
  );
}

const meta = {
  title: 'Foundation/Clock',
  component: Now,
} satisfies Meta<typeof Now>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every story runs on Monday 16 November 2026 at 10.00 in Helsinki, whatever the machine's clock. */
export const FixedNow: Story = {
  play: async ({ canvas }) => {
    const [fromContext, fromDate] = canvas.getAllByRole('definition');
    await expect(fromContext).toHaveTextContent('16.11.2026 10.00');
    await expect(fromDate).toHaveTextContent('16.11.2026 10.00');
  },
};
