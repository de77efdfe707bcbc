import { readProviderStatus } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import type { RefundState } from '../db/schema';
import { ApiError } from '../http/apiError';
import { verifyParams } from './hmac';
import { type ProviderClientSettings, requestProviderRefund } from './providerClient';

const { invoices, payments, paymentRefunds } = schema;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type RefundSettings = {
  provider: ProviderClientSettings;
  /** Our address the service calls with the refund's outcome. */
  callbackUrl: string;
  logger: Logger;
};

/**
 * Asks the payment service to refund a duplicate payment in full. The refund row is claimed first
 * (`new` or `unanswered` to `sending`) so that of any number of messages of the payment only one
 * asks; a service that does not answer leaves it `unanswered`, and the payment's next message asks
 * again. A refusal or no answer is logged as an error: the clinic's billing must then return the
 * money by hand, and the refund row says which.
 */
export async function sendRefund(db: Db, settings: RefundSettings, paymentId: number): Promise<void> {
  const [claimed] = await db
    .update(paymentRefunds)
    .set({ state: 'sending' })
    .where(and(eq(paymentRefunds.paymentId, paymentId), inArray(paymentRefunds.state, ['new', 'unanswered'])))
    .returning();
  if (!claimed) return;
  const [payment] = await db
    .select({
      transactionId: payments.transactionId,
      patientId: payments.patientId,
      number: invoices.invoiceNumber,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, paymentId));
  const outcome = payment?.transactionId
    ? await requestProviderRefund(settings.provider, payment.transactionId, {
        amount: claimed.amountCents,
        refundStamp: claimed.refundStamp,
        refundReference: payment.number,
        callbackUrls: { success: settings.callbackUrl, cancel: settings.callbackUrl },
      })
    : ({ kind: 'refused', status: 0 } as const);
  const state: RefundState = outcome.kind === 'answered' ? outcome.answer.status : outcome.kind;
  const log = settings.logger.child({ payment: 'refund', refundStamp: claimed.refundStamp });
  if (state === 'refused' || state === 'unanswered' || state === 'fail')
    log.error({ state }, 'the payment service did not take the refund of a double payment');
  else log.info({ state }, 'refund of a double payment requested');
  await db.transaction(async (tx) => {
    // A refund callback may have come before this answer; it knows better.
    await tx
      .update(paymentRefunds)
      .set({
        state,
        providerTransactionId: outcome.kind === 'answered' ? (outcome.answer.transactionId ?? null) : null,
        answeredAt: settings.provider.clock(),
      })
      .where(and(eq(paymentRefunds.id, claimed.id), eq(paymentRefunds.state, 'sending')));
    await recordAudit(tx, {
      actorSsn: null,
      subjectPatientId: payment?.patientId ?? null,
      onBehalfOfPatientId: null,
      action: 'create',
      resource: 'paymentRefund',
      detail: { refundStamp: claimed.refundStamp, amountCents: claimed.amountCents, state },
      requestId: null,
    });
  });
}

/**
 * Applies the service's signed refund callback: `ok` when the money was returned, `fail` when it
 * could not be. Checked like a payment's message; a final state is never changed again.
 */
export async function settleRefund(
  db: Db,
  input: {
    params: Readonly<Record<string, string>>;
    account: string;
    secret: string;
    now: Date;
    logger: Logger;
  },
): Promise<void> {
  const { signature, ...signed } = input.params;
  if (signed['checkout-account'] !== input.account || !verifyParams(signed, signature, input.secret)) {
    input.logger.warn({ payment: 'refund' }, 'refund message with a bad signature refused');
    throw new ApiError('invalidSignature');
  }
  const status = readProviderStatus(signed['checkout-status']);
  const stamp = signed['checkout-stamp'] ?? '';
  if (status === null || !uuid.test(stamp)) throw new ApiError('invalidSignature');
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundStamp, stamp))
      .for('update');
    if (!refund) throw new ApiError('invoiceNotFound');
    if (refund.state === 'ok' || refund.state === 'fail') return;
    const [payment] = await tx
      .select({ patientId: payments.patientId })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    const state: RefundState = status === 'ok' || status === 'fail' ? status : 'pending';
    const transactionId = signed['checkout-transaction-id'] ?? '';
    await tx
      .update(paymentRefunds)
      .set({
        state,
        answeredAt: input.now,
        ...(uuid.test(transactionId) ? { providerTransactionId: transactionId } : {}),
      })
      .where(eq(paymentRefunds.id, refund.id));
    await recordAudit(tx, {
      actorSsn: null,
      subjectPatientId: payment?.patientId ?? null,
      onBehalfOfPatientId: null,
      action: 'update',
      resource: 'paymentRefund',
      detail: { refundStamp: stamp, state },
      requestId: null,
    });
  });
  if (status === 'fail') input.logger.error({ refundStamp: stamp }, 'the refund of a double payment failed');
}
