import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { PaymentResult } from './PaymentResult';

const meta = {
  title: 'Invoices/PaymentResult',
  component: PaymentResult,
  parameters: { pageShot: true },
  args: {
    state: { status: 'outcome', outcome: { kind: 'completed', invoiceNumber: '100201' } },
    frontHref: '/fi',
    receiptHref: '/api/invoices/inv-100201/pdf?lang=fi',
    payHref: '/fi/maksa/100201',
    backHref: '/fi/laskut',
  },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const interrupted = {
  kind: 'interrupted',
  invoiceNumber: '100201',
  sumCents: 10_190,
  paidDate: null,
  failure: null,
  canTryAgain: true,
} as const;

/** `ok`: completed, the front page and the receipt. */
export const Completed: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.result.completed;
    await expect(canvas.getByText(words.title())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.front() })).toHaveAttribute('href', '/fi');
    await expect(canvas.getByRole('link', { name: words.receipt() })).toHaveAttribute(
      'href',
      '/api/invoices/inv-100201/pdf?lang=fi',
    );
  },
};

/** `ok` of a second payment of an invoice already paid: it will be returned. */
export const DoublePayment: Story = {
  args: {
    state: {
      status: 'outcome',
      outcome: { kind: 'doublePayment', invoiceNumber: '100201', sumCents: 10_190 },
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.result.doublePayment;
    await expect(canvas.getByText(words.title())).toBeVisible();
    await expect(canvas.getByText(/100201/)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: storyWords(globals).invoices.result.interrupted.tryAgain() }),
    ).toBeNull();
  },
};

/** `fail`: interrupted, the sum, the number, unpaid, Try again. */
export const Interrupted: Story = {
  args: { state: { status: 'outcome', outcome: interrupted } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.result.interrupted;
    await expect(canvas.getByText(words.title())).toBeVisible();
    await expect(canvas.getByText('100201')).toBeVisible();
    await expect(canvas.getByText(words.unpaid())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.tryAgain() })).toHaveAttribute(
      'href',
      '/fi/maksa/100201',
    );
  },
};

/** A failure the provider named. */
export const CardDeclined: Story = {
  args: { state: { status: 'outcome', outcome: { ...interrupted, failure: 'cardDeclined' } } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).invoices.paymentErrors.cardDeclined())).toBeVisible();
  },
};

export const ExpiredCard: Story = {
  args: { state: { status: 'outcome', outcome: { ...interrupted, failure: 'expiredCard' } } },
};
export const IncorrectCvc: Story = {
  args: { state: { status: 'outcome', outcome: { ...interrupted, failure: 'incorrectCvc' } } },
};
export const InsufficientFunds: Story = {
  args: { state: { status: 'outcome', outcome: { ...interrupted, failure: 'insufficientFunds' } } },
};
export const UnableToProcess: Story = {
  args: { state: { status: 'outcome', outcome: { ...interrupted, failure: 'unableToProcess' } } },
};
export const PaymentFailed: Story = {
  args: { state: { status: 'outcome', outcome: { ...interrupted, failure: 'paymentFailed' } } },
};

/** Interrupted, but the invoice was paid after all: paid with its date, no Try again. */
export const InterruptedButPaid: Story = {
  args: {
    state: { status: 'outcome', outcome: { ...interrupted, paidDate: '2026-11-20', canTryAgain: false } },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.result.interrupted;
    await expect(canvas.getByText(words.paid({ date: '20.11.2026' }))).toBeVisible();
    expect(canvas.queryByRole('link', { name: words.tryAgain() })).toBeNull();
  },
};

/** Cancelled at the provider: nothing was charged. */
export const Cancelled: Story = {
  args: {
    state: { status: 'outcome', outcome: { kind: 'cancelled', invoiceNumber: '100201', canTryAgain: true } },
  },
};

/** `delayed` or `pending`: the payment is being processed; nothing to pay again meanwhile. */
export const DelayedOrPending: Story = {
  args: { state: { status: 'outcome', outcome: { kind: 'processing', invoiceNumber: '100201' } } },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices;
    await expect(canvas.getByText(words.processing.title())).toBeVisible();
    await expect(canvas.getByText(words.processing.text({ number: '100201' }))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.result.interrupted.tryAgain() })).toBeNull();
  },
};

/** A return without a status the page can read: nothing but the way back. */
export const UnreadableReturn: Story = {
  args: { state: { status: 'outcome', outcome: { kind: 'nothing' } } },
};

/** The return is being checked. */
export const Progress: Story = { args: { state: { status: 'checking' } } };

export const InvoiceNotFound: Story = { args: { state: { status: 'failed', error: 'invoiceNotFound' } } };

export const SomethingWentWrong: Story = {
  args: { state: { status: 'failed', error: 'somethingWentWrong' } },
};

export const Children: Story = { globals: { brand: 'children', lang: 'en' } };
