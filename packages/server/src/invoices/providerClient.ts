import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/apiError';
import { signParams, verifyParams } from './hmac';
import {
  type ProviderPaymentAnswer,
  type ProviderPaymentRequest,
  providerPaymentAnswer,
  requestHeaders,
} from './providerProtocol';

export type ProviderClientSettings = {
  /** The service's API address, e.g. the sandbox's `http://localhost:3000/sandbox/payment`. */
  url: string;
  account: string;
  secret: string;
  clock: () => Date;
};

/**
 * Creates a payment at the payment service. The request is signed; the answer is believed only
 * with a valid signature of its own. A service that does not answer, or answers otherwise, is
 * `unableToProcess`, so the page offers trying again.
 */
export async function createProviderPayment(
  settings: ProviderClientSettings,
  request: ProviderPaymentRequest,
): Promise<ProviderPaymentAnswer> {
  const body = JSON.stringify(request);
  const headers: Record<string, string> = requestHeaders(
    settings.account,
    'POST',
    randomUUID(),
    settings.clock(),
  );
  headers.signature = signParams(headers, settings.secret, body);
  let response: Response;
  try {
    response = await fetch(`${settings.url}/payments`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body,
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    throw new ApiError('unableToProcess');
  }
  const text = await response.text();
  const answered: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name.startsWith('checkout-')) answered[name] = value;
  });
  if (
    !response.ok ||
    !verifyParams(answered, response.headers.get('signature') ?? undefined, settings.secret, text)
  )
    throw new ApiError('unableToProcess');
  const parsed = providerPaymentAnswer.safeParse(JSON.parse(text));
  if (!parsed.success) throw new ApiError('unableToProcess');
  return parsed.data;
}
