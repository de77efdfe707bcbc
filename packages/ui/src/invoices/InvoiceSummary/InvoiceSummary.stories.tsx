import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { examplePaidInvoice, examplePayableInvoice } from '../../examples/invoices';
import { storyWords } from '../../examples/storyWords';
import { InvoiceSummary } from './InvoiceSummary';

const meta = {
  title: 'Invoices/InvoiceSummary',
  component: InvoiceSummary,
  parameters: { pageShot: true },
  args: {
    state: {
      status: 'loaded',
      invoice: examplePayableInvoice,
      payHref: '/fi/maksa/100203',
      pdfHref: '/api/invoices/inv-100203/pdf?lang=fi',
    },
    backHref: '/fi/laskut',
    onRetry: fn(),
  },
} satisfies Meta<typeof InvoiceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open invoice: its lines, total, Pay online and the PDF. */
export const Open: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.summary;
    await expect(
      canvas.getByRole('heading', { level: 1, name: words.title({ number: '100203' }) }),
    ).toBeVisible();
    expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText(words.unpaid())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.pay() })).toHaveAttribute('href', '/fi/maksa/100203');
    // The online payment period and what follows it (messaging-invoices-shell.md §9).
    await expect(
      canvas.getByText(storyWords(globals).invoices.onlinePeriod({ date: '27.11.2026', days: 4 })),
    ).toBeVisible();
  },
};

/** A payment of the open invoice is being processed: it says so, and offers no Pay. */
export const PaymentProcessing: Story = {
  args: {
    state: {
      status: 'loaded',
      invoice: { ...examplePayableInvoice, paymentProcessing: true },
      payHref: null,
      pdfHref: '/api/invoices/inv-100203/pdf?lang=fi',
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices;
    await expect(canvas.getByText(words.processing.title())).toBeVisible();
    await expect(canvas.queryByRole('link', { name: words.summary.pay() })).toBeNull();
  },
};

/** A paid invoice: paid with its date, no Pay. */
export const Paid: Story = {
  args: {
    state: {
      status: 'loaded',
      invoice: examplePaidInvoice,
      payHref: null,
      pdfHref: '/api/invoices/inv-100203/pdf',
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.summary;
    await expect(canvas.getByText(words.paidOn({ date: '20.11.2026' }))).toBeVisible();
    expect(canvas.queryByRole('link', { name: words.pay() })).toBeNull();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** Another person's or an unknown invoice. */
export const NotFound: Story = {
  args: { state: { status: 'notFound' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyWords(globals).invoices.paymentErrors.invoiceNotFound()),
    ).toBeVisible();
  },
};

export const Failed: Story = { args: { state: { status: 'failed' } } };

export const Children: Story = { globals: { brand: 'children', lang: 'en' } };
