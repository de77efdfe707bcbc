import { randomUUID } from 'node:crypto';
import { isLang, type Lang, type ProviderFailure, providerFailures } from '@portal/domain';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import { signParams, verifyParams } from '../../invoices/hmac';
import {
  type ProviderPaymentRequest,
  providerPaymentRequest,
  providerRefundRequest,
} from '../../invoices/providerProtocol';
import { sandboxExpiredPage, sandboxPageStyles, sandboxPaymentPage } from './pages';
import { methodLogo, sandboxMethods } from './providers';

/** A payment the sandbox service holds: answered once its page was, paid with a method, refunded so much. */
type HeldPayment = ProviderPaymentRequest & {
  transactionId: string;
  answered: boolean;
  paidWith: string | null;
  refundedCents: number;
};

export type SandboxPaymentSettings = {
  /** Where the service is mounted, e.g. `/sandbox/payment`. */
  path: string;
  /** Our own public address, for the absolute addresses the service answers. */
  publicUrl: () => string;
  account: string;
  secret: string;
  /** The payee's name on the payment pages (the brand). */
  merchant: string;
  clock: () => Date;
  logger: Logger;
};

// A sandbox keeps its payments in memory; this many is plenty and bounds what a caller can fill.
const maxHeld = 10_000;

const choices = ['pay', 'cancel', 'fail', 'pending'] as const;
type Choice = (typeof choices)[number];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const langOf = (language: string): Lang => {
  const lang = language.toLowerCase();
  return isLang(lang) ? lang : 'fi';
};

/** The `checkout-` headers of a request, when signed by the merchant's account and secret. */
function signedHeaders(
  headers: express.Request['headers'],
  body: string,
  account: string,
  secret: string,
): Record<string, string> | null {
  const signed: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('checkout-') && typeof value === 'string') signed[name] = value;
  }
  return signed['checkout-account'] === account && verifyParams(signed, text(headers.signature), secret, body)
    ? signed
    : null;
}

/** Calls a merchant's callback address with signed parameters; the answer is only logged. */
async function callBack(address: string, query: string, logger: Logger): Promise<void> {
  try {
    const answer = await fetch(`${address}${address.includes('?') ? '&' : '?'}${query}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) logger.warn({ sandbox: 'payment', status: answer.status }, 'callback refused');
  } catch (err) {
    logger.warn({ sandbox: 'payment', err }, 'callback failed');
  }
}

/**
 * The payment service's sandbox, speaking Paytrail's Payment API: the signed JSON API
 * (`POST {path}/payments` and `POST {path}/payments/{transactionId}/refund`), a page for each
 * method with Pay, Cancel, Fail and Leave pending, and the signed return to the merchant's redirect
 * address after a server-to-server call to its callback address, as the real service does. Never
 * mounted in production.
 */
export function sandboxPaymentService(settings: SandboxPaymentSettings): Router {
  const { path, account, secret, logger } = settings;
  const held = new Map<string, HeldPayment>();
  const router = Router();

  router.get(`${path}/pages.css`, (_req, res) => {
    res.type('css').send(sandboxPageStyles);
  });
  router.get(`${path}/logos/:id.svg`, (req, res) => {
    const method = sandboxMethods.find((candidate) => candidate.id === req.params.id);
    if (!method) res.status(404).end();
    else res.type('image/svg+xml').send(methodLogo(method));
  });

  router.post(`${path}/payments`, express.text({ type: '*/*', limit: '20kb' }), (req, res) => {
    const body = typeof req.body === 'string' ? req.body : '';
    if (signedHeaders(req.headers, body, account, secret) === null) {
      logger.warn({ sandbox: 'payment' }, 'payment request with a bad signature');
      res.status(401).json({ status: 'error', message: 'Invalid signature' });
      return;
    }
    let parsed: ReturnType<typeof providerPaymentRequest.safeParse>;
    try {
      parsed = providerPaymentRequest.safeParse(JSON.parse(body));
    } catch {
      res.status(400).json({ status: 'error', message: 'Invalid JSON' });
      return;
    }
    if (!parsed.success) {
      res.status(400).json({ status: 'error', message: 'Invalid payment' });
      return;
    }
    const transactionId = randomUUID();
    if (held.size >= maxHeld) {
      const oldest = held.keys().next().value;
      if (oldest !== undefined) held.delete(oldest);
    }
    const payment = { ...parsed.data, transactionId, answered: false, paidWith: null, refundedCents: 0 };
    held.set(transactionId, payment);
    const base = `${settings.publicUrl()}${path}`;
    const answer = JSON.stringify({
      transactionId,
      href: `${base}/pay/${transactionId}`,
      terms: `<a href="${base}/terms" target="_blank">Terms</a>`,
      providers: sandboxMethods.map((method) => {
        const parameters: Record<string, string> = {
          'checkout-account': account,
          'checkout-algorithm': 'sha256',
          'checkout-amount': String(payment.amount),
          'checkout-stamp': payment.stamp,
          'checkout-reference': payment.reference,
          'checkout-transaction-id': transactionId,
          'checkout-method': method.id,
        };
        parameters.signature = signParams(parameters, secret);
        return {
          url: `${base}/pay`,
          icon: `${base}/logos/${method.id}.svg`,
          svg: `${base}/logos/${method.id}.svg`,
          name: method.name,
          group: method.group,
          id: method.id,
          parameters: Object.entries(parameters).map(([name, value]) => ({ name, value })),
        };
      }),
    });
    const answerHeaders: Record<string, string> = {
      'checkout-account': account,
      'checkout-algorithm': 'sha256',
      'checkout-transaction-id': transactionId,
      'checkout-timestamp': settings.clock().toISOString(),
    };
    res.set({ ...answerHeaders, signature: signParams(answerHeaders, secret, answer) });
    res.status(201).type('json').send(answer);
  });

  const form = express.urlencoded({ extended: false, limit: '4kb' });

  // The browser arrives with the hidden fields of the merchant's form.
  router.post(`${path}/pay`, form, (req, res) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.body ?? {})) fields[name] = text(value);
    const payment = held.get(fields['checkout-transaction-id'] ?? '');
    const method = sandboxMethods.find((candidate) => candidate.id === fields['checkout-method']);
    const { signature, ...signed } = fields;
    res.type('html');
    if (!payment || payment.answered || !method || !verifyParams(signed, signature, secret)) {
      logger.warn({ sandbox: 'payment' }, 'payment page opened with unknown or unsigned fields');
      res.status(404).send(sandboxExpiredPage(path, payment ? langOf(payment.language) : 'fi'));
      return;
    }
    res.send(
      sandboxPaymentPage(path, {
        transactionId: payment.transactionId,
        method,
        merchant: settings.merchant,
        amountCents: payment.amount,
        reference: payment.reference,
        lang: langOf(payment.language),
      }),
    );
  });

  router.post(`${path}/pay/answer`, form, async (req, res) => {
    const payment = held.get(text(req.body?.transaction));
    const method = sandboxMethods.find((candidate) => candidate.id === text(req.body?.method));
    const choice = text(req.body?.choice) as Choice;
    if (!payment || payment.answered || !method || !choices.includes(choice)) {
      res
        .status(404)
        .type('html')
        .send(sandboxExpiredPage(path, payment ? langOf(payment.language) : 'fi'));
      return;
    }
    payment.answered = choice !== 'pending';
    if (choice === 'pay') payment.paidWith = method.id;
    const chosen = text(req.body?.failure);
    const failure: ProviderFailure | null =
      choice === 'cancel'
        ? 'paymentCancelled'
        : choice === 'fail'
          ? (providerFailures as readonly string[]).includes(chosen)
            ? (chosen as ProviderFailure)
            : 'paymentFailed'
          : null;
    const params: Record<string, string> = {
      'checkout-account': account,
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(payment.amount),
      'checkout-stamp': payment.stamp,
      'checkout-reference': payment.reference,
      'checkout-transaction-id': payment.transactionId,
      'checkout-status': choice === 'pay' ? 'ok' : choice === 'pending' ? 'pending' : 'fail',
      'checkout-provider': method.id,
      ...(failure ? { 'checkout-failure': failure } : {}),
    };
    params.signature = signParams(params, secret);
    const query = new URLSearchParams(params).toString();
    const success = choice === 'pay' || choice === 'pending';
    // The merchant hears of the payment server to server first, so it is recorded even when the
    // browser never comes back.
    await callBack(success ? payment.callbackUrls.success : payment.callbackUrls.cancel, query, logger);
    const back = success ? payment.redirectUrls.success : payment.redirectUrls.cancel;
    res.redirect(303, `${back}${back.includes('?') ? '&' : '?'}${query}`);
  });

  // A refund of a paid payment, in full or in part: the refund callback first, then the answer.
  router.post(
    `${path}/payments/:transactionId/refund`,
    express.text({ type: '*/*', limit: '4kb' }),
    async (req, res) => {
      const body = typeof req.body === 'string' ? req.body : '';
      const headers = signedHeaders(req.headers, body, account, secret);
      if (headers === null || headers['checkout-transaction-id'] !== req.params.transactionId) {
        logger.warn({ sandbox: 'payment' }, 'refund request with a bad signature');
        res.status(401).json({ status: 'error', message: 'Invalid signature' });
        return;
      }
      const payment = held.get(req.params.transactionId);
      if (!payment) {
        res.status(404).json({ status: 'error', message: 'Payment not found' });
        return;
      }
      let parsed: ReturnType<typeof providerRefundRequest.safeParse>;
      try {
        parsed = providerRefundRequest.safeParse(JSON.parse(body));
      } catch {
        res.status(400).json({ status: 'error', message: 'Invalid JSON' });
        return;
      }
      const refund = parsed.success ? parsed.data : null;
      if (!refund || payment.paidWith === null || refund.amount > payment.amount - payment.refundedCents) {
        res.status(400).json({ status: 'error', message: 'Refund not possible' });
        return;
      }
      payment.refundedCents += refund.amount;
      const refundId = randomUUID();
      const params: Record<string, string> = {
        'checkout-account': account,
        'checkout-algorithm': 'sha256',
        'checkout-amount': String(refund.amount),
        'checkout-stamp': refund.refundStamp,
        'checkout-reference': refund.refundReference,
        'checkout-transaction-id': refundId,
        'checkout-status': 'ok',
        'checkout-provider': payment.paidWith,
      };
      params.signature = signParams(params, secret);
      await callBack(refund.callbackUrls.success, new URLSearchParams(params).toString(), logger);
      const answer = JSON.stringify({ provider: payment.paidWith, status: 'ok', transactionId: refundId });
      const answerHeaders: Record<string, string> = {
        'checkout-account': account,
        'checkout-algorithm': 'sha256',
        'checkout-transaction-id': refundId,
        'checkout-timestamp': settings.clock().toISOString(),
      };
      res.set({ ...answerHeaders, signature: signParams(answerHeaders, secret, answer) });
      res.status(201).type('json').send(answer);
    },
  );

  router.get(`${path}/terms`, (_req, res) => {
    res.type('text').send('Sandbox payment service: test payments only; no money moves.');
  });
  return router;
}
