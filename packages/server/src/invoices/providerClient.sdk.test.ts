import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { CreatePaymentRequest, CreateRefundParams, CreateRefundRequest } from '@paytrail/paytrail-js-sdk';
import { Signature } from '@paytrail/paytrail-js-sdk/dist/utils/signature.util';
import { validateError } from '@paytrail/paytrail-js-sdk/dist/utils/validate-error.utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamFailure } from '../upstream/failureLog';
import { verifyParams } from './hmac';
import { createProviderPayment, requestProviderRefund } from './providerClient';

// Our client of the payment service held to Paytrail's own JavaScript SDK, an implementation of the
// protocol written independently of ours: the SDK checks the signatures of what our client sends and
// its request models validate the bodies; our client must believe answers the SDK's signing makes.
// Paytrail's published test account and secret.
const account = '375917';
// The SDK's models are validated as class instances with nested instances, as its own
// class-transformer makes them.
const fromSdk = createRequire(createRequire(import.meta.url).resolve('@paytrail/paytrail-js-sdk'));
const { plainToInstance } = fromSdk('class-transformer') as {
  plainToInstance: (model: new () => object, plain: unknown) => object;
};
const secret = 'SAIPPUAKAUPPIAS';
const transactionId = '5770642a-9a02-4ca2-8eaa-cc6260a78eb6';

type Seen = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
let seen: Seen[] = [];
let answer: { status: number; body: object } = { status: 201, body: {} };
let service: Server;
let url = '';

const checkoutHeaders = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string] => entry[0].startsWith('checkout-') && typeof entry[1] === 'string',
    ),
  );

beforeAll(async () => {
  service = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const headers = {
        'checkout-account': account,
        'checkout-algorithm': 'sha256',
        'checkout-transaction-id': transactionId,
        'checkout-timestamp': '2026-11-29T08:00:00.000Z',
      };
      const signature = Signature.calculateHmac(secret, headers, answer.body);
      res.writeHead(answer.status, { ...headers, signature, 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const failures: UpstreamFailure[] = [];
const settings = () => ({
  url,
  account,
  secret,
  clock: () => new Date('2026-11-29T08:00:00.000Z'),
  onFailure: (failure: UpstreamFailure) => {
    failures.push(failure);
  },
});

const paymentRequest = {
  stamp: 'd2568f2a-e4c6-40ba-a7cd-d573382ce548',
  reference: '100203',
  amount: 4890,
  currency: 'EUR' as const,
  language: 'FI' as const,
  items: [{ unitPrice: 4890, units: 1, vatPercentage: 0, productCode: '100203' }],
  customer: { email: 'maija.virtanen@example.fi', firstName: 'Maija', lastName: 'Virtanen' },
  redirectUrls: {
    success: 'https://portal.example/fi/maksu/100203',
    cancel: 'https://portal.example/fi/maksu/100203',
  },
  callbackUrls: {
    success: 'https://portal.example/api/payments/callback',
    cancel: 'https://portal.example/api/payments/callback',
  },
};

/** A payment service answer in the shape of Paytrail's documentation, with a method of each group. */
const paymentAnswer = {
  transactionId,
  href: `https://services.paytrail.com/pay/${transactionId}`,
  reference: '100203',
  terms:
    'By continuing with your payment, you agree to our <a href="https://www.paytrail.com/ehdot" target="_blank">payment terms</a>',
  groups: [
    {
      id: 'mobile',
      name: 'Mobile payment methods',
      icon: 'https://static.example/m.png',
      svg: 'https://static.example/m.svg',
    },
  ],
  providers: ['mobile', 'bank', 'creditcard', 'credit'].map((group) => ({
    url: `https://services.paytrail.com/payments/${transactionId}/${group}/redirect`,
    icon: `https://static.example/${group}.png`,
    svg: `https://static.example/${group}.svg`,
    name: group,
    group,
    id: group,
    parameters: [{ name: 'amount', value: 'base64 MTUyNQ==' }],
  })),
  customProviders: {},
};

describe('our payment service client held to Paytrail’s SDK', () => {
  it('should sign a new payment as the SDK checks it, send a body its model accepts, and read the answer', async () => {
    seen = [];
    answer = { status: 201, body: paymentAnswer };
    const parsed = await createProviderPayment(settings(), paymentRequest);
    expect(parsed.providers.map((provider) => provider.group)).toEqual([
      'mobile',
      'bank',
      'creditcard',
      'credit',
    ]);

    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/payments' });
    const headers = checkoutHeaders(request?.headers ?? {});
    expect(headers).toMatchObject({ 'checkout-account': account, 'checkout-method': 'POST' });
    const body = JSON.parse(request?.body ?? '');
    expect(Signature.validateHmac(headers, body, String(request?.headers.signature), secret)).toBe(true);
    expect(await validateError(plainToInstance(CreatePaymentRequest, body))).toBeNull();
  });

  it('should refuse an answer the SDK signed with another secret, telling the log why', async () => {
    answer = { status: 201, body: paymentAnswer };
    failures.length = 0;
    await expect(
      createProviderPayment({ ...settings(), secret: 'ANOTHERSECRET00' }, paymentRequest),
    ).rejects.toMatchObject({ type: 'unableToProcess' });
    expect(failures).toEqual([
      { service: 'paymentProvider', call: 'createPayment', reason: 'answerShape', status: 201 },
    ]);
  });

  it('should ask for a refund at the SDK’s address, signed as it checks, with a body its model accepts', async () => {
    seen = [];
    answer = {
      status: 201,
      body: { provider: 'nordea', status: 'ok', transactionId: '912b13eb-c8ab-4397-a21a-9e9e1419eebe' },
    };
    const outcome = await requestProviderRefund(settings(), transactionId, {
      amount: 4890,
      refundStamp: '88907910-7b85-4940-8563-202b93d5ca79',
      refundReference: '100203',
      callbackUrls: {
        success: 'https://portal.example/api/payments/refund-callback',
        cancel: 'https://portal.example/api/payments/refund-callback',
      },
    });
    expect(outcome).toEqual({ kind: 'answered', answer: answer.body });

    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: `/payments/${transactionId}/refund` });
    const headers = checkoutHeaders(request?.headers ?? {});
    expect(headers['checkout-transaction-id']).toBe(transactionId);
    const body = JSON.parse(request?.body ?? '');
    expect(Signature.validateHmac(headers, body, String(request?.headers.signature), secret)).toBe(true);
    expect(await validateError(plainToInstance(CreateRefundRequest, body))).toBeNull();
    expect(await validateError(plainToInstance(CreateRefundParams, { transactionId }))).toBeNull();
  });

  it('should take a redirect or callback signed by the SDK’s formula, and no altered one', () => {
    const params = {
      'checkout-account': account,
      'checkout-algorithm': 'sha256',
      'checkout-amount': '4890',
      'checkout-stamp': paymentRequest.stamp,
      'checkout-reference': '100203',
      'checkout-transaction-id': transactionId,
      'checkout-status': 'ok',
      'checkout-provider': 'nordea',
    };
    const signature = Signature.calculateHmac(secret, params, '');
    expect(verifyParams(params, signature, secret)).toBe(true);
    expect(verifyParams({ ...params, 'checkout-amount': '1' }, signature, secret)).toBe(false);
  });
});
