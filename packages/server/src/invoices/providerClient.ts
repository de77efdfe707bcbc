import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/apiError';
import type { UpstreamFailureLog } from '../upstream/failureLog';
import { signParams, verifyParams } from './hmac';
import {
  type ProviderPaymentAnswer,
  type ProviderPaymentRequest,
  type ProviderRefundAnswer,
  type ProviderRefundRequest,
  providerPaymentAnswer,
  providerRefundAnswer,
  requestHeaders,
} from './providerProtocol';

export type ProviderClientSettings = {
  /** The service's API address, e.g. the sandbox's `http://localhost:3000/sandbox/payment`. */
  url: string;
  account: string;
  secret: string;
  clock: () => Date;
  /** Told why a call failed (no answer, an error status, an unsigned or odd answer) before it is refused. */
  onFailure: UpstreamFailureLog;
};

/** An answer of the service: its status and, when it carried the service's own signature, its body. */
type SignedAnswer = { status: number; signed: unknown | undefined };

/**
 * Sends one signed request. The answer's body is believed only with a valid signature of its own
 * over its `checkout-` headers; `null` when the service did not answer at all.
 */
async function signedPost(
  settings: ProviderClientSettings,
  call: 'createPayment' | 'refund',
  path: string,
  body: string,
  transactionId?: string,
): Promise<SignedAnswer | null> {
  const failed = (reason: 'status' | 'answerShape', status: number) =>
    settings.onFailure({ service: 'paymentProvider', call, reason, status });
  const headers = requestHeaders(settings.account, 'POST', randomUUID(), settings.clock(), transactionId);
  headers.signature = signParams(headers, settings.secret, body);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${settings.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body,
      signal: AbortSignal.timeout(8000),
    });
    text = await response.text();
  } catch (error) {
    settings.onFailure({ service: 'paymentProvider', call, reason: 'network', error });
    return null;
  }
  if (response.status >= 400) failed('status', response.status);
  const answered: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name.startsWith('checkout-')) answered[name] = value;
  });
  if (!verifyParams(answered, response.headers.get('signature') ?? undefined, settings.secret, text)) {
    if (response.status < 400) failed('answerShape', response.status);
    return { status: response.status, signed: undefined };
  }
  try {
    return { status: response.status, signed: JSON.parse(text) };
  } catch {
    if (response.status < 400) failed('answerShape', response.status);
    return { status: response.status, signed: undefined };
  }
}

/**
 * Creates a payment at the payment service. A service that does not answer, or answers otherwise
 * than signed and in the agreed shape, is `unableToProcess`, so the page offers trying again.
 */
export async function createProviderPayment(
  settings: ProviderClientSettings,
  request: ProviderPaymentRequest,
): Promise<ProviderPaymentAnswer> {
  const answer = await signedPost(settings, 'createPayment', '/payments', JSON.stringify(request));
  if (answer === null || answer.status < 200 || answer.status > 299) throw new ApiError('unableToProcess');
  const parsed = providerPaymentAnswer.safeParse(answer.signed);
  if (!parsed.success) {
    // An unsigned answer was told of already; a signed one of another shape is told here.
    if (answer.signed !== undefined)
      settings.onFailure({
        service: 'paymentProvider',
        call: 'createPayment',
        reason: 'answerShape',
        status: answer.status,
      });
    throw new ApiError('unableToProcess');
  }
  return parsed.data;
}

/** What became of a refund request. */
export type RefundRequestOutcome =
  | { kind: 'answered'; answer: ProviderRefundAnswer }
  /** The service answered 4xx: it will not refund this payment through the API. */
  | { kind: 'refused'; status: number }
  /** No answer, a server error, or an answer without the service's signature: ask again later. */
  | { kind: 'unanswered' };

/** Asks the payment service to refund a payment (`POST /payments/{transactionId}/refund`). */
export async function requestProviderRefund(
  settings: ProviderClientSettings,
  transactionId: string,
  request: ProviderRefundRequest,
): Promise<RefundRequestOutcome> {
  const answer = await signedPost(
    settings,
    'refund',
    `/payments/${encodeURIComponent(transactionId)}/refund`,
    JSON.stringify(request),
    transactionId,
  );
  if (answer === null || answer.status >= 500) return { kind: 'unanswered' };
  if (answer.status >= 400) return { kind: 'refused', status: answer.status };
  const parsed = providerRefundAnswer.safeParse(answer.signed);
  return parsed.success && answer.status < 300
    ? { kind: 'answered', answer: parsed.data }
    : { kind: 'unanswered' };
}
