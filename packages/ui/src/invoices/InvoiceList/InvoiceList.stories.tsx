import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { exampleCollectionAgency, exampleInvoices } from '../../examples/invoices';
import { asListPage } from '../../examples/listPage';
import { storyWords } from '../../examples/storyWords';
import { InvoiceList } from './InvoiceList';

const meta = {
  title: 'Invoices/InvoiceList',
  component: InvoiceList,
  decorators: [asListPage((LL) => ({ title: LL.invoices.list.title(), intro: LL.invoices.list.intro() }))],
  parameters: { pageShot: true },
  args: {
    state: {
      status: 'loaded',
      invoices: exampleInvoices.slice(0, 10),
      page: 1,
      totalCount: 12,
      collectionAgency: exampleCollectionAgency,
    },
    links: {
      pay: (invoice) => `/fi/maksa/${invoice.invoiceNumber}`,
      summary: (invoice) => `/fi/laskut/yhteenveto/${invoice.id}`,
      pdf: (invoice) => `/api/invoices/${invoice.id}/pdf?lang=fi`,
    },
    billingEmail: 'billing@example.fi',
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: ten of twelve, every status with its hint, Pay only on open invoices payable online. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices;
    const items = canvas.getAllByRole('listitem').filter((item) => item.dataset.status !== undefined);
    expect(items).toHaveLength(10);
    await expect(
      canvas.getByRole('link', { name: words.list.payLabel({ number: '100201' }) }),
    ).toHaveAttribute('href', '/fi/maksa/100201');
    expect(canvas.queryByRole('link', { name: words.list.payLabel({ number: '100203' }) })).toBeNull();
    await expect(canvas.getByText(words.hint.collectionAgency())).toBeVisible();
  },
};

/**
 * An overdue invoice is with the collection agency: it offers no Pay, and names the agency, its
 * phone and its site to pay it to.
 */
export const WithCollectionAgency: Story = {
  args: {
    state: {
      status: 'loaded',
      invoices: exampleInvoices.filter((invoice) => invoice.status === 'overdue'),
      page: 1,
      totalCount: 1,
      collectionAgency: exampleCollectionAgency,
    },
  },
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const words = LL.invoices;
    await expect(canvas.getByText(words.hint.collectionAgency())).toBeVisible();
    await expect(
      canvas.getByText(words.hint.collectionAgencyContact({ name: 'Demo Perintä Oy', phone: '0303 0306' }), {
        exact: false,
      }),
    ).toBeVisible();
    const site = canvas.getByRole('link', { name: `perinta.example.fi (${LL.components.link.newTab()})` });
    await expect(site).toHaveAttribute('href', 'https://perinta.example.fi');
    await expect(site).toHaveAttribute('target', '_blank');
    expect(canvas.queryByRole('link', { name: words.list.payLabel({ number: '100207' }) })).toBeNull();
  },
};

/** A payment of an open invoice is being processed: the row says so instead of offering Pay. */
export const PaymentProcessing: Story = {
  args: {
    state: {
      status: 'loaded',
      invoices: exampleInvoices
        .slice(0, 3)
        .map((invoice, index) => (index === 0 ? { ...invoice, paymentProcessing: true } : invoice)),
      page: 1,
      totalCount: 3,
      collectionAgency: exampleCollectionAgency,
    },
  },
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices;
    await expect(canvas.getByText(words.processing.text({ number: '100201' }))).toBeVisible();
    expect(canvas.queryByRole('link', { name: words.list.payLabel({ number: '100201' }) })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: words.list.payLabel({ number: '100202' }) }),
    ).toHaveAttribute('href', '/fi/maksa/100202');
  },
};

/** The last page: an unavailable invoice names the billing e-mail and has no PDF. */
export const SecondPage: Story = {
  args: {
    state: {
      status: 'loaded',
      invoices: exampleInvoices.slice(10),
      page: 2,
      totalCount: 12,
      collectionAgency: exampleCollectionAgency,
    },
  },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).invoices;
    const items = canvas.getAllByRole('listitem').filter((item) => item.dataset.status !== undefined);
    expect(items).toHaveLength(2);
    await expect(canvas.getByText(words.hint.billingEmail({ email: 'billing@example.fi' }))).toBeVisible();
    const noPdf = items.find((item) => item.dataset.status === 'notAvailable');
    expect(
      noPdf && within(noPdf).queryByRole('link', { name: words.list.pdfLabel({ number: '100211' }) }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: storyWords(globals).components.pagination.previous() }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** Nothing billed yet. */
export const Empty: Story = {
  args: {
    state: {
      status: 'loaded',
      invoices: [],
      page: 1,
      totalCount: 0,
      collectionAgency: exampleCollectionAgency,
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: storyWords(globals).invoices.list.empty() }),
    ).toBeVisible();
  },
};

/** The list failed to load: the generic error view with Try again (messaging-invoices-shell.md §8). */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).errors.generic;
    await expect(canvas.getByRole('heading', { name: words.title() })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.tryAgain() }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { state: { status: 'failed', isRetrying: true } } };

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
