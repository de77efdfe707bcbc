import type { CollectionAgency, ListedInvoice, PayableInvoiceWire, PaymentProvider } from '@portal/domain';

// Maija's invoices as the stories and tests show them: one of each status, more than a page.

const listed = (
  invoiceNumber: string,
  status: ListedInvoice['status'],
  creationDate: string,
  sumCents: number,
  more: Partial<ListedInvoice> = {},
): ListedInvoice => ({
  id: `inv-${invoiceNumber}`,
  invoiceNumber,
  creditedInvoiceNumber: null,
  status,
  source: 'customerInvoice',
  creationDate,
  dueDate: creationDate.replace(
    /-(\d{2})$/,
    (_, day: string) => `-${String(Math.min(28, Number(day) + 14)).padStart(2, '0')}`,
  ),
  sumCents,
  hasPdf: true,
  canBePaidOnline: status === 'open',
  paymentProcessing: false,
  ...more,
});

/** Twelve invoices and receipts, newest first: every status, a credit note and one without a PDF. */
export const exampleInvoices: readonly ListedInvoice[] = [
  listed('100201', 'open', '2026-11-12', 10_190),
  listed('100202', 'open', '2026-11-11', 4850, { source: 'goodSignInvoice' }),
  listed('100203', 'open', '2026-11-09', 4890, { canBePaidOnline: false }),
  listed('100205', 'paid', '2026-10-25', 12_900),
  listed('100206', 'paid', '2026-09-30', 3500, { source: 'netsuiteInvoice' }),
  listed('100207', 'overdue', '2026-09-10', 39_000),
  listed('100212', 'paid', '2026-08-25', -6500, { creditedInvoiceNumber: '100208' }),
  listed('100208', 'refunded', '2026-08-24', 6500),
  listed('100209', 'refundInProgress', '2026-08-20', 5400),
  listed('100210', 'paper', '2026-07-27', 4500),
  listed('100211', 'notAvailable', '2026-06-27', 9800, { hasPdf: false }),
  listed('100199', 'paid', '2026-05-02', 8900),
];

/** Maija's open invoice 100203 as the payment and summary pages read it. */
export const examplePayableInvoice: PayableInvoiceWire = {
  id: 'inv-100203',
  invoiceNumber: '100203',
  sumCents: 4890,
  status: 'Open',
  paidDate: null,
  creationDate: '2026-11-09',
  payableOnlineUntil: '2026-11-27',
  dueDate: '2026-11-23',
  buyerName: 'Maija Virtanen',
  buyerAddress: { street: 'Runeberginkatu 43 B 18', postalCode: '00260', postOffice: 'Helsinki' },
  rows: [
    {
      description: 'Laboratoriotutkimus, perusverenkuva',
      count: 1,
      unitPriceCents: 2400,
      date: '2026-11-09',
      vatPercentage: 0,
    },
    { description: 'Näytteenotto', count: 1, unitPriceCents: 1250, date: '2026-11-09', vatPercentage: 0 },
    { description: 'Hoitotarvikkeet', count: 2, unitPriceCents: 620, date: '2026-11-09', vatPercentage: 24 },
  ],
  canBePaidOnline: true,
  paymentProcessing: false,
};

/** The same invoice once paid. */
export const examplePaidInvoice: PayableInvoiceWire = {
  ...examplePayableInvoice,
  status: 'Paid',
  paidDate: '2026-11-20',
};

const logo = (name: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64"><rect width="160" height="64" rx="6" fill="${colour}"/><text x="80" y="39" font-family="sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">${name}</text></svg>`)}`;

const provider = (id: string, name: string, group: string, colour: string): PaymentProvider => ({
  id,
  name,
  group,
  url: 'https://pay.example/pay',
  svg: logo(name, colour),
  parameters: [
    { name: 'checkout-method', value: id },
    { name: 'signature', value: 'f'.repeat(64) },
  ],
});

/** Nordea, the bank the stories choose. */
export const exampleNordea = provider('nordea', 'Nordea', 'bank', '#0000a0');

/** The methods of the sandbox payment service, in the service's groups. */
export const exampleProviders = [
  provider('mobilepay', 'MobilePay', 'mobile', '#5a78ff'),
  provider('pivo', 'Pivo', 'mobile', '#ff5f00'),
  provider('osuuspankki', 'OP', 'bank', '#ff6a10'),
  exampleNordea,
  provider('danske', 'Danske Bank', 'bank', '#003755'),
  provider('saastopankki', 'Säästöpankki', 'bank', '#e2001a'),
  provider('aktia', 'Aktia', 'bank', '#00a19a'),
  provider('alandsbanken', 'Ålandsbanken', 'bank', '#004b87'),
  provider('visa', 'Visa', 'creditcard', '#1a1f71'),
  provider('mastercard', 'Mastercard', 'creditcard', '#eb001b'),
  provider('oplasku', 'OP Lasku', 'credit', '#ff6a10'),
  provider('walley', 'Walley', 'credit', '#1d1d1b'),
];

/** The methods with one of a group the service added later, shown under other methods. */
export const exampleProvidersWithNewGroup = [
  ...exampleProviders,
  provider('newpay', 'NewPay', 'paylater', '#2e7d32'),
];

/** The demo's collection agency, which overdue invoices are paid to. */
export const exampleCollectionAgency: CollectionAgency = {
  name: 'Demo Perintä Oy',
  phone: '0303 0306',
  url: 'https://perinta.example.fi',
};
