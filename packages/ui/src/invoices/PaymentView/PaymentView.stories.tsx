import type { PaymentPageState } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  examplePayableInvoice,
  exampleProviders,
  exampleProvidersWithNewGroup,
  exampleNordea as nordea,
} from '../../examples/invoices';
import { storyWords } from '../../examples/storyWords';
import { PaymentView } from './PaymentView';

const terms = '<p>By choosing a payment method you accept the terms of the payment service.</p>';

const meta = {
  title: 'Invoices/PaymentView',
  component: PaymentView,
  parameters: { pageShot: true },
  args: {
    state: { step: 'selectingProvider', terms, providers: exampleProviders },
    invoice: examplePayableInvoice,
    contactHref: '/fi/omat-tiedot?saveAction=%7B%22type%22%3A%22go-to-invoice-page%22%7D',
    backHref: '/fi/laskut',
    onChoose: fn(),
    onRetry: fn(),
    autoSubmit: false,
  },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (value: PaymentPageState) => ({ state: value });

/** The methods to choose from under a heading per group, with the terms; a choice is made by keyboard. */
export const SelectingProvider: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).invoices.pay;
    for (const group of ['mobile', 'bank', 'creditcard', 'credit'] as const)
      await expect(canvas.getByRole('region', { name: words.groups[group]() })).toBeVisible();
    // The online payment period and what follows it (messaging-invoices-shell.md §9).
    await expect(
      canvas.getByText(storyWords(globals).invoices.onlinePeriod({ date: '27.11.2026', days: 4 })),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: words.providerLabel({ name: 'Nordea' }) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('nordea');
  },
};

/** A method of a group the payment service added later is shown under other methods. */
export const SelectingProviderOfNewGroup: Story = {
  args: state({ step: 'selectingProvider', terms, providers: exampleProvidersWithNewGroup }),
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices.pay;
    const other = canvas.getByRole('region', { name: words.groups.other() });
    await expect(other).toBeVisible();
    await expect(other).toContainElement(
      canvas.getByRole('button', { name: words.providerLabel({ name: 'NewPay' }) }),
    );
  },
};

export const Loading: Story = { args: { ...state({ step: 'loading' }), invoice: null } };

export const CreatingPayment: Story = { args: state({ step: 'creatingPayment' }) };

/** No valid e-mail on the patient: the notice and the link to my information that comes back here. */
export const EmailRequired: Story = {
  args: state({ step: 'emailRequired' }),
  play: async ({ canvas, globals, args }) => {
    const words = storyWords(globals).invoices.pay.emailRequired;
    await expect(canvas.getByText(words.title())).toBeVisible();
    await expect(canvas.getByRole('link', { name: words.link() })).toHaveAttribute('href', args.contactHref);
  },
};

/** Paid meanwhile, or never payable online. */
export const NotPayable: Story = { args: state({ step: 'notPayable' }) };

/** A payment of the invoice waits for the payment service's word: no methods, nothing to pay again. */
export const Processing: Story = {
  args: state({ step: 'processing' }),
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).invoices;
    await expect(canvas.getByText(words.processing.text({ number: '100203' }))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: words.pay.choose() })).toBeNull();
  },
};

/** The invoice is read once more before leaving. */
export const ConfirmingInvoice: Story = { args: state({ step: 'confirmingInvoice', provider: nordea }) };

/** Leaving for the provider: the form with the hidden fields, posted at once in the app. */
export const Redirecting: Story = {
  args: state({ step: 'redirecting', provider: nordea }),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('action', 'https://pay.example/pay');
    await expect(form?.querySelector('input[name="checkout-method"]')).toHaveValue('nordea');
  },
};

/** Found paid at the second read: the page loads again. */
export const Reloading: Story = { args: state({ step: 'reloading' }) };

export const FailedUnableToProcess: Story = {
  args: state({ step: 'failed', error: 'unableToProcess' }),
  play: async ({ canvas, globals, args, userEvent }) => {
    const words = storyWords(globals).invoices;
    await expect(canvas.getByText(words.paymentErrors.unableToProcess())).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: words.pay.tryAgain() }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedInvoiceNotFound: Story = {
  args: { ...state({ step: 'failed', error: 'invoiceNotFound' }), invoice: null },
};

export const FailedPaymentFailed: Story = { args: state({ step: 'failed', error: 'paymentFailed' }) };

export const FailedSomethingWentWrong: Story = {
  args: state({ step: 'failed', error: 'somethingWentWrong' }),
};

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
