import type { BrandConfig } from '@portal/domain';
import {
  buildPath,
  invoiceAnswer,
  invoiceId,
  invoiceNumber,
  invoicesListAnswer,
  invoicesListQuery,
  isPayableOnline,
  type Lang,
  pageSizes,
  payableStatusOf,
  paymentCreationAnswer,
  paymentCreationBody,
  paymentReturnAnswer,
  plainSuccess,
  rowsTotalCents,
  validateEmail,
} from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { count, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import type { Invoicing } from '../config';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { escapeHtml } from '../http/html';
import { defineOperation, type Operation, success } from '../http/operation';
import type { RateLimiter } from '../http/rateLimit';
import { upstreamFailureLog } from '../upstream/failureLog';
import { invoicesWithPaymentProcessing, listedView, ownInvoice, payableView } from './invoiceView';
import { invoicePdf } from './pdf';
import { settleRefund } from './refund';
import { settlePayment } from './settle';
import { startPayment } from './startPayment';

const { invoices } = schema;

export type InvoiceOperationDeps = {
  db: Db;
  brand: BrandConfig;
  clock: () => Date;
  logger: Logger;
  payment: {
    /** The payment service's API address. */
    url: () => string;
    account: string;
    secret: string;
  };
  /** Our own public address, for the return and callback addresses given to the service. */
  publicUrl: () => string;
  /** The company that invoices, with its account, and the agency overdue invoices are paid to. */
  invoicing: Invoicing;
  /** Payment starts per person (`paymentStartLimit`). */
  startLimit: RateLimiter;
};

const lang = z.enum(['fi', 'sv', 'en']).default('fi');
const csrfQuery = z.object({ csrfToken: z.string().max(200).optional() });
/** The fields of a payment service message; bounded like every input. */
const providerMessage = z
  .record(z.string().max(40), z.string().max(200))
  .refine((fields) => Object.keys(fields).length <= 20, 'too many fields');

/** The terms line: our words, linking to the service's own terms when it gave an address. */
function termsHtml(providerTerms: string, language: Lang): string {
  const words = i18nObject(language).invoices.pay;
  const href = /href="(https?:\/\/[^"]+)"/.exec(providerTerms)?.[1];
  const link = href
    ? ` <a href="${escapeHtml(href)}" target="_blank" rel="noreferrer">${escapeHtml(words.termsLink())}</a>`
    : '';
  return `<p>${escapeHtml(words.terms())}${link}</p>`;
}

/**
 * The invoice and payment calls of messaging-invoices-shell.md §7. Every call reads only the
 * session's own invoices (the child's when a guardian acts for one).
 */
export function invoiceOperations(deps: InvoiceOperationDeps): Operation[] {
  const { db, clock, logger } = deps;
  const onFailure = upstreamFailureLog(logger);
  const provider = () => ({
    url: deps.payment.url(),
    account: deps.payment.account,
    secret: deps.payment.secret,
    clock,
    onFailure,
  });
  const refund = () => ({
    provider: provider(),
    callbackUrl: `${deps.publicUrl()}/api/payments/refund-callback`,
    logger,
  });

  const list = defineOperation({
    method: 'get',
    path: '/api/payments/invoices-list',
    summary: 'One page of the signed-in patient’s receipts and invoices, newest first',
    tag: 'invoices',
    access: 'signedIn',
    query: invoicesListQuery,
    response: invoicesListAnswer,
    handler: async ({ query, session }) => {
      const patientId = subjectOf(session);
      if (!patientId)
        return success({
          invoices: [],
          totalCount: 0,
          page: query.page,
          pageSize: pageSizes.invoices,
          collectionAgency: deps.invoicing.collectionAgency,
        });
      const where = eq(invoices.patientId, patientId);
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.creationDate), desc(invoices.invoiceNumber))
        .limit(pageSizes.invoices)
        .offset((query.page - 1) * pageSizes.invoices);
      const processing = await invoicesWithPaymentProcessing(
        db,
        rows.map((row) => row.id),
      );
      return success({
        invoices: rows.map((row) => listedView(row, processing.has(row.id))),
        totalCount: total?.n ?? 0,
        page: query.page,
        pageSize: pageSizes.invoices,
        collectionAgency: deps.invoicing.collectionAgency,
      });
    },
  });

  const goodSign = defineOperation({
    method: 'get',
    path: '/api/payments/good-sign-invoice',
    summary: 'The invoice as paying reads it, read again just before leaving for the payment service',
    tag: 'invoices',
    access: 'signedIn',
    query: z.object({ invoiceNumber }),
    response: invoiceAnswer,
    errors: ['invoiceNotFound'],
    handler: async ({ query, session }) => {
      return success({
        invoice: payableView(await ownInvoice(db, session, { invoiceNumber: query.invoiceNumber })),
      });
    },
  });

  const summary = defineOperation({
    method: 'get',
    path: '/api/invoices/invoice-summary',
    summary: 'The invoice with its lines, for the summary page',
    tag: 'invoices',
    access: 'signedIn',
    query: z.object({ invoiceId, lang }),
    response: invoiceAnswer,
    errors: ['invoiceNotFound'],
    handler: async ({ query, session }) => {
      return success({ invoice: payableView(await ownInvoice(db, session, { id: query.invoiceId })) });
    },
  });

  const pdf = defineOperation({
    method: 'get',
    path: '/api/invoices/:id/pdf',
    summary: 'The invoice or receipt as a PDF, in the asked language',
    tag: 'invoices',
    access: 'signedIn',
    params: z.object({ id: invoiceId }),
    query: z.object({
      lang,
      filename: z
        .string()
        .regex(/^[\w.-]{1,80}\.pdf$/)
        .optional(),
    }),
    errors: ['invoiceNotFound'],
    handler: async ({ params, query, session, req, res }) => {
      const { invoice, buyer } = await ownInvoice(db, session, { id: params.id });
      if (!invoice.hasPdf) throw new ApiError('invoiceNotFound');
      const words = i18nObject(query.lang).invoices.pdf;
      const bytes = await invoicePdf({
        invoice,
        buyer,
        lang: query.lang,
        brand: deps.brand,
        seller: deps.invoicing.seller,
        collectionAgency: deps.invoicing.collectionAgency,
      });
      await recordAudit(db, {
        actorSsn: session.personSsn,
        subjectPatientId: invoice.patientId,
        onBehalfOfPatientId: session.actingForPatientId,
        action: 'read',
        resource: 'invoicePdf',
        detail: { invoiceId: invoice.id },
        requestId: req.requestId,
      });
      const filename = query.filename ?? words.fileName({ number: invoice.invoiceNumber });
      res
        .status(200)
        .type('application/pdf')
        .set('content-disposition', `attachment; filename="${filename}"`)
        .send(bytes);
      return { handled: true };
    },
  });

  const create = defineOperation({
    method: 'post',
    path: '/api/payments/',
    summary:
      'Creates the online payment of an open invoice at the payment service, or gives again the one in flight',
    tag: 'invoices',
    access: 'signedIn',
    query: csrfQuery,
    body: paymentCreationBody,
    response: paymentCreationAnswer,
    errors: [
      'invoiceNotFound',
      'invoiceAlreadyPaid',
      'invoiceNotPayable',
      'invoiceSumNotValid',
      'emailRequired',
      'paymentInProgress',
      'unableToProcess',
      'tooManyRequests',
    ],
    handler: async ({ body, session, req, res }) => {
      await deps.startLimit.consume(session.personSsn, res);
      const { invoice, buyer, paymentProcessing } = await ownInvoice(db, session, {
        invoiceNumber: body.reference,
      });
      if (payableStatusOf(invoice.status) === 'Paid') throw new ApiError('invoiceAlreadyPaid');
      // The payment service holds a payment of it: a second could charge twice.
      if (paymentProcessing) throw new ApiError('paymentInProgress');
      if (
        !isPayableOnline({
          canBePaidOnline: invoice.canBePaidOnline,
          status: payableStatusOf(invoice.status),
          paymentProcessing,
        }) ||
        invoice.status !== 'open'
      )
        throw new ApiError('invoiceNotPayable');
      // The patient's own e-mail, not only the one sent, must be valid (messaging-invoices-shell.md §5).
      if (buyer.email === null || !validateEmail(buyer.email).ok) throw new ApiError('emailRequired');
      const itemsTotal = rowsTotalCents(
        body.items.map((item) => ({ count: item.units, unitPriceCents: item.unitPrice })),
      );
      if (body.amount !== invoice.sumCents || itemsTotal !== body.amount)
        throw new ApiError('invoiceSumNotValid');

      const language = body.language.toLowerCase() as Lang;
      const back = `${deps.publicUrl()}${buildPath('payment', language, { invoiceNumber: Number(invoice.invoiceNumber) })}`;
      const callback = `${deps.publicUrl()}/api/payments/callback`;
      const form = await startPayment(db, provider(), {
        invoiceId: invoice.id,
        patientId: invoice.patientId,
        amountCents: body.amount,
        lang: language,
        actorSsn: session.personSsn,
        onBehalfOfPatientId: session.actingForPatientId,
        requestId: req.requestId,
        now: clock(),
        request: (stamp) => ({
          stamp,
          reference: invoice.invoiceNumber,
          amount: body.amount,
          currency: 'EUR',
          language: body.language,
          items: body.items,
          customer: body.customer,
          redirectUrls: { success: back, cancel: back },
          callbackUrls: { success: callback, cancel: callback },
        }),
      });
      return success({ terms: termsHtml(form.terms, language), providers: form.providers });
    },
  });

  const paymentReturn = defineOperation({
    method: 'post',
    path: '/api/payments/return',
    summary: 'Applies the payment service’s signed return and answers the invoice as it is now',
    tag: 'invoices',
    access: 'signedIn',
    query: csrfQuery,
    body: providerMessage,
    response: paymentReturnAnswer,
    errors: [
      'invalidSignature',
      'invoiceNotFound',
      'invoiceSumNotValid',
      'invoiceAlreadyPaid',
      'customerNotFound',
    ],
    handler: async ({ body, session, req }) => {
      const settled = await settlePayment(db, {
        params: body,
        account: deps.payment.account,
        secret: deps.payment.secret,
        now: clock(),
        requestId: req.requestId,
        channel: 'return',
        logger,
        refund: refund(),
      });
      const own = await ownInvoice(db, session, { id: settled.invoiceId });
      return success({
        status: settled.status,
        failure: settled.failure,
        duplicate: settled.duplicate,
        invoice: payableView(own),
      });
    },
  });

  const callback = defineOperation({
    method: 'get',
    path: '/api/payments/callback',
    summary: 'The payment service’s server-to-server callback of a payment’s outcome',
    tag: 'invoices',
    access: 'public',
    query: providerMessage,
    response: plainSuccess,
    errors: [
      'invalidSignature',
      'invoiceNotFound',
      'invoiceSumNotValid',
      'invoiceAlreadyPaid',
      'customerNotFound',
    ],
    handler: async ({ query, req }) => {
      await settlePayment(db, {
        params: query,
        account: deps.payment.account,
        secret: deps.payment.secret,
        now: clock(),
        requestId: req.requestId,
        channel: 'callback',
        logger,
        refund: refund(),
      });
      return success();
    },
  });

  const refundCallback = defineOperation({
    method: 'get',
    path: '/api/payments/refund-callback',
    summary: 'The payment service’s server-to-server callback of a refund’s outcome',
    tag: 'invoices',
    access: 'public',
    query: providerMessage,
    response: plainSuccess,
    errors: ['invalidSignature', 'invoiceNotFound'],
    handler: async ({ query }) => {
      await settleRefund(db, {
        params: query,
        account: deps.payment.account,
        secret: deps.payment.secret,
        now: clock(),
        logger,
      });
      return success();
    },
  });

  return [list, goodSign, summary, pdf, create, paymentReturn, callback, refundCallback];
}
