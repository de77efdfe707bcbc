import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useWords } from '../i18n';
import { Money } from './Money';

interface Args {
  cents: number;
}

/** A price line: the words of the page language, the amount by the domain's formatter. */
function PriceLine({ cents }: Args) {
  return (
    <p style={{ margin: 0 }}>
      {useWords().components.examples.price()}: <Money cents={cents} />
    </p>
  );
}

const meta = {
  title: 'Components/Money',
  component: PriceLine,
  args: { cents: 2820 },
} satisfies Meta<typeof PriceLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kela65 hourly rate, 28.20 euros. */
export const Price: Story = {
  play: async ({ canvas, globals }) => {
    const amount = canvas.getByText(/28/);
    await expect(amount).toHaveAttribute('data-sign', 'positive');
    await expect(amount.textContent?.replace(/\s/g, ' ')).toBe(globals.lang === 'en' ? '€28.20' : '28,20 €');
  },
};

export const Thousands: Story = { args: { cents: 123456 } };

export const Zero: Story = { args: { cents: 0 } };

/** A refund: negative, and coloured so the sign is not missed. */
export const Refund: Story = { args: { cents: -1500 } };
