import { type CollectionAgency, isBic, validateBusinessId } from '@portal/domain';
import { z } from 'zod';

/**
 * The company, agency and terms printed on invoices. Made up for the demo; production refuses
 * each of them, for an invoice that names a company nobody runs is no invoice under the VAT act,
 * and an overdue invoice would send a patient to an agency that does not exist.
 */
export const developmentInvoicing = {
  sellerName: 'Demo Terveyspalvelut Oy',
  sellerAddress: 'Esimerkkikatu 1, 00100 Helsinki',
  businessId: '1234567-1',
  bic: 'ITELFIHH',
  collectionAgencyName: 'Demo Perintä Oy',
  collectionAgencyPhone: '0303 0306',
  collectionAgencyUrl: 'https://perinta.example.fi',
} as const;

const line = (max: number) => z.string().trim().min(2).max(max);

/** The environment settings of invoicing, merged into the server's environment schema. */
export const invoicingEnvironment = {
  INVOICE_SELLER_NAME: line(100).default(developmentInvoicing.sellerName),
  /** One line: street, postal code and post office, as the invoice prints it. */
  INVOICE_SELLER_ADDRESS: line(160).default(developmentInvoicing.sellerAddress),
  INVOICE_BUSINESS_ID: z
    .string()
    .refine((value) => validateBusinessId(value).ok, 'must be a business ID such as 1234567-1')
    .default(developmentInvoicing.businessId),
  INVOICE_BIC: z.string().refine(isBic, 'must be a BIC such as HELSFIHH').default(developmentInvoicing.bic),
  /** Days from the invoice date within which a patient may dispute it (huomautusaika). */
  INVOICE_COMPLAINT_DAYS: z.coerce.number().int().min(7).max(90).default(14),
  COLLECTION_AGENCY_NAME: line(100).default(developmentInvoicing.collectionAgencyName),
  COLLECTION_AGENCY_PHONE: z
    .string()
    .regex(/^\+?[\d ()-]{5,20}$/, 'must be a phone number')
    .default(developmentInvoicing.collectionAgencyPhone),
  COLLECTION_AGENCY_URL: z
    .url({ protocol: /^https$/, error: 'must be an https address' })
    .max(200)
    .default(developmentInvoicing.collectionAgencyUrl),
};

type InvoicingEnvironment = {
  [K in keyof typeof invoicingEnvironment]: z.infer<(typeof invoicingEnvironment)[K]>;
};

/** The seller an invoice names (arvonlisäverolaki 209 e §), with the account it is paid to. */
export type InvoiceSeller = {
  name: string;
  address: string;
  businessId: string;
  iban: string;
  bic: string;
  /** Days from the invoice date within which a patient may dispute it. */
  complaintDays: number;
};

/** The collection agency is the one overdue invoices have been handed to, paid instead of us. */
export type Invoicing = { seller: InvoiceSeller; collectionAgency: CollectionAgency };

/** The invoicing settings of a parsed environment; the account is `INVOICE_IBAN`. */
export function readInvoicing(e: InvoicingEnvironment & { INVOICE_IBAN: string }): Invoicing {
  return {
    seller: {
      name: e.INVOICE_SELLER_NAME,
      address: e.INVOICE_SELLER_ADDRESS,
      businessId: e.INVOICE_BUSINESS_ID,
      iban: e.INVOICE_IBAN,
      bic: e.INVOICE_BIC,
      complaintDays: e.INVOICE_COMPLAINT_DAYS,
    },
    collectionAgency: {
      name: e.COLLECTION_AGENCY_NAME,
      phone: e.COLLECTION_AGENCY_PHONE,
      url: e.COLLECTION_AGENCY_URL,
    },
  };
}

/** The invoicing settings production still has at their made-up defaults, by setting name. */
export function invoicingProblems({ seller, collectionAgency }: Invoicing): string[] {
  const defaults: [string, string, string][] = [
    ['INVOICE_SELLER_NAME', seller.name, developmentInvoicing.sellerName],
    ['INVOICE_SELLER_ADDRESS', seller.address, developmentInvoicing.sellerAddress],
    ['INVOICE_BUSINESS_ID', seller.businessId, developmentInvoicing.businessId],
    ['INVOICE_BIC', seller.bic, developmentInvoicing.bic],
    ['COLLECTION_AGENCY_NAME', collectionAgency.name, developmentInvoicing.collectionAgencyName],
    ['COLLECTION_AGENCY_PHONE', collectionAgency.phone, developmentInvoicing.collectionAgencyPhone],
    ['COLLECTION_AGENCY_URL', collectionAgency.url, developmentInvoicing.collectionAgencyUrl],
  ];
  return defaults
    .filter(([, value, development]) => value === development)
    .map(([setting]) => `${setting} is the development default: invoices must name the real one`);
}
