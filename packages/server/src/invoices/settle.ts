import {
  type PaymentError,
  type PaymentProviderStatus,
  readProviderFailure,
  readProviderStatus,
} from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { verifyParams } from './hmac';
import { type RefundSettings, sendRefund } from './refund';

const { invoices, payments, patients, paymentRefunds } = schema;

export type ProviderMessage = Readonly<Record<string, string>>;

export type SettleInput = {
  params: ProviderMessage;
  account: string;
  secret: string;
  now: Date;
  requestId: string | null;
  /** Where the message came: the browser's return or the service's callback. */
  channel: 'return' | 'callback';
  logger: Logger;
  /** How to ask the service to refund a payment confirmed for an invoice already paid. */
  refund: RefundSettings;
};

export type Settled = {
  status: PaymentProviderStatus;
  failure: PaymentError | null;
  invoiceId: string;
  patientId: string;
  /** The payment was confirmed after the invoice was already paid: it is being refunded. */
  duplicate: boolean;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Applies a signed message of the payment service, whether the browser's return or the service's
 * callback, in any order and any number of times. Nothing is believed before the signature is the
 * service's own (compared in constant time) and the account is ours; a forged or altered message
 * changes nothing and is logged. An `ok` with the payment's own amount marks the invoice paid
 * exactly once: the invoice row is locked, the update only touches an unpaid invoice, and the
 * database allows one `ok` payment per invoice, so however many messages race, one settles it and
 * the others find it settled. Replays of the settling payment answer the same as the first.
 *
 * An `ok` of another payment of an invoice already paid (two tabs, a form paid after it was
 * replaced) is money taken twice: it is recorded as `duplicate` with its refund and an audit row
 * in the same transaction, answered as success so the service stops calling, and after commit the
 * service is asked to refund it (`refund.ts`), once however many of its messages come.
 */
export async function settlePayment(db: Db, input: SettleInput): Promise<Settled> {
  const settled = await applyMessage(db, input);
  if (settled.duplicate) await sendRefund(db, input.refund, settled.paymentId);
  const { paymentId: _, ...answer } = settled;
  return answer;
}

async function applyMessage(db: Db, input: SettleInput): Promise<Settled & { paymentId: number }> {
  const { signature, ...signed } = input.params;
  const log = input.logger.child({ payment: input.channel });
  if (signed['checkout-account'] !== input.account || !verifyParams(signed, signature, input.secret)) {
    log.warn({ stamp: signed['checkout-stamp'] }, 'payment message with a bad signature refused');
    throw new ApiError('invalidSignature');
  }
  const stamp = signed['checkout-stamp'] ?? '';
  const status = readProviderStatus(signed['checkout-status']);
  if (!uuid.test(stamp) || status === null) throw new ApiError('invalidSignature');
  const failure: PaymentError | null =
    status === 'fail' ? readProviderFailure(signed['checkout-failure']) : null;

  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.stamp, stamp)).for('update');
    if (!payment || payment.transactionId !== signed['checkout-transaction-id']) {
      log.warn({ stamp }, 'payment message of an unknown payment');
      throw new ApiError('invoiceNotFound');
    }
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId))
      .for('update');
    if (!invoice) throw new ApiError('invoiceNotFound');
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.id, payment.patientId));
    if (!patient) throw new ApiError('customerNotFound');
    const settled = { invoiceId: invoice.id, patientId: payment.patientId, paymentId: payment.id };
    const ok = { status: 'ok', failure: null, duplicate: false, ...settled } as const;

    // A replay of what settled the invoice, or of any message after it, changes nothing.
    if (payment.state === 'ok') return ok;
    if (payment.state === 'duplicate') return { ...ok, duplicate: true };
    if (status !== 'ok') {
      if (payment.state === 'created' || payment.state === 'pending' || payment.state === 'delayed') {
        await tx
          .update(payments)
          .set({
            state: status,
            failure,
            provider: signed['checkout-provider'] ?? null,
            settledAt: input.now,
          })
          .where(eq(payments.id, payment.id));
      }
      return {
        status: payment.state === 'fail' ? 'fail' : status,
        failure: (payment.failure as PaymentError | null) ?? failure,
        duplicate: false,
        ...settled,
      };
    }

    const amount = Number(signed['checkout-amount']);
    if (amount !== payment.amountCents || amount !== invoice.sumCents) {
      log.warn({ stamp, amount, expected: invoice.sumCents }, 'payment amount is not the invoice sum');
      throw new ApiError('invoiceSumNotValid');
    }
    if (invoice.paidAt !== null) {
      log.warn({ stamp, invoiceId: invoice.id }, 'a second payment of a paid invoice: refunding it');
      await tx
        .update(payments)
        .set({ state: 'duplicate', provider: signed['checkout-provider'] ?? null, settledAt: input.now })
        .where(eq(payments.id, payment.id));
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({ paymentId: payment.id, amountCents: amount, createdAt: input.now })
        .returning({ refundStamp: paymentRefunds.refundStamp });
      await recordAudit(tx, {
        actorSsn: null,
        subjectPatientId: payment.patientId,
        onBehalfOfPatientId: null,
        action: 'update',
        resource: 'payment',
        detail: {
          invoiceId: invoice.id,
          stamp,
          duplicate: true,
          amountCents: amount,
          refundStamp: refund?.refundStamp,
          channel: input.channel,
        },
        requestId: input.requestId,
      });
      return { ...ok, duplicate: true };
    }
    await tx
      .update(payments)
      .set({
        state: 'ok',
        failure: null,
        provider: signed['checkout-provider'] ?? null,
        settledAt: input.now,
      })
      .where(eq(payments.id, payment.id));
    const marked = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: input.now })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.paidAt)))
      .returning({ id: invoices.id });
    if (marked.length !== 1) throw new ApiError('invoiceAlreadyPaid');
    await recordAudit(tx, {
      actorSsn: null,
      subjectPatientId: payment.patientId,
      onBehalfOfPatientId: null,
      action: 'update',
      resource: 'invoice',
      detail: { invoiceId: invoice.id, paid: true, stamp, channel: input.channel },
      requestId: input.requestId,
    });
    return ok;
  });
}
