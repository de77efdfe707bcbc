import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { type Db, schema } from '../db';
import type { PaymentForm } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError } from '../http/apiError';
import { createProviderPayment, type ProviderClientSettings } from './providerClient';
import type { ProviderPaymentRequest } from './providerProtocol';

const { invoices, payments } = schema;

/**
 * How long the form of a created payment is given again to a second start of the same invoice
 * (another tab, a reload): both then pay the provider's one transaction, which it charges once.
 * After this the form is taken as left unused and a new payment replaces it; should the old one be
 * paid all the same, its confirmation finds the invoice paid and is refunded (`settle.ts`).
 */
export const paymentFormMinutes = 30;

/**
 * How long a start may take asking the provider; a payment without a form older than this was
 * left by a start that never finished (the process stopped) and no longer blocks the invoice.
 */
export const paymentAskingSeconds = 60;

export type PaymentStart = {
  invoiceId: string;
  patientId: string;
  amountCents: number;
  lang: string;
  actorSsn: string;
  onBehalfOfPatientId: string | null;
  requestId: string | null;
  now: Date;
  /** The provider request of a new payment of the given stamp. */
  request: (stamp: string) => ProviderPaymentRequest;
};

type Claim = { kind: 'form'; form: PaymentForm } | { kind: 'new'; id: number; stamp: string };

/**
 * Decides in the database whether this start may ask the provider: with the invoice row locked,
 * a payment in flight either gives its form again or refuses (`paymentInProgress`), and only
 * otherwise is a new payment row written, before the provider is asked. The unique index on
 * payments in flight is the last word should two starts pass the lock at once.
 */
async function claim(db: Db, start: PaymentStart): Promise<Claim> {
  try {
    return await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select({ paidAt: invoices.paidAt })
        .from(invoices)
        .where(eq(invoices.id, start.invoiceId))
        .for('update');
      if (!invoice) throw new ApiError('invoiceNotFound');
      if (invoice.paidAt !== null) throw new ApiError('invoiceAlreadyPaid');
      const [open] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.invoiceId, start.invoiceId),
            inArray(payments.state, ['created', 'pending', 'delayed']),
          ),
        )
        .for('update');
      if (open) {
        // The provider said it is still processing: it may yet be paid.
        if (open.state !== 'created') throw new ApiError('paymentInProgress');
        const age = start.now.getTime() - open.createdAt.getTime();
        if (open.form !== null && age < paymentFormMinutes * 60_000 && open.amountCents === start.amountCents)
          return { kind: 'form', form: open.form } as const;
        if (open.form === null && age < paymentAskingSeconds * 1000) throw new ApiError('paymentInProgress');
        await tx
          .update(payments)
          .set({ state: 'expired', settledAt: start.now })
          .where(eq(payments.id, open.id));
      }
      const [row] = await tx
        .insert(payments)
        .values({
          invoiceId: start.invoiceId,
          patientId: start.patientId,
          amountCents: start.amountCents,
          lang: start.lang,
          createdAt: start.now,
        })
        .returning({ id: payments.id, stamp: payments.stamp });
      if (!row) throw new ApiError('unknownError');
      await recordAudit(tx, {
        actorSsn: start.actorSsn,
        subjectPatientId: start.patientId,
        onBehalfOfPatientId: start.onBehalfOfPatientId,
        action: 'create',
        resource: 'payment',
        detail: { invoiceId: start.invoiceId, stamp: row.stamp, ...(open ? { replaced: open.stamp } : {}) },
        requestId: start.requestId,
      });
      return { kind: 'new', ...row } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('paymentInProgress');
    throw error;
  }
}

/**
 * Starts the online payment of an invoice, or gives again the form of the one already in flight,
 * so that however many tabs start paying one invoice, at most one payment reaches the provider
 * at a time. A provider that fails ends the new payment (`fail`), so trying again starts anew.
 */
export async function startPayment(
  db: Db,
  provider: ProviderClientSettings,
  start: PaymentStart,
): Promise<PaymentForm> {
  const claimed = await claim(db, start);
  if (claimed.kind === 'form') return claimed.form;
  let form: PaymentForm;
  let transactionId: string;
  try {
    const answer = await createProviderPayment(provider, start.request(claimed.stamp));
    transactionId = answer.transactionId;
    form = {
      terms: answer.terms,
      providers: answer.providers.map(({ name, id, url, svg, group, parameters }) => ({
        name,
        id,
        url,
        svg,
        group,
        parameters,
      })),
    };
  } catch (error) {
    await db
      .update(payments)
      .set({ state: 'fail', failure: 'unableToProcess', settledAt: start.now })
      .where(and(eq(payments.id, claimed.id), eq(payments.state, 'created')));
    throw error;
  }
  await db.update(payments).set({ transactionId, form }).where(eq(payments.id, claimed.id));
  return form;
}
