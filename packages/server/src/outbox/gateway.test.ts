import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import type { Database } from '../db';
import { gatewayOf } from '../server';
import type { UpstreamFailure } from '../upstream/failureLog';
import { httpGateway } from './gateway';

// A gateway that refuses everything, as one whose account has run out would.
let gateway: Server;
let url: string;
beforeAll(async () => {
  const refusing = express();
  refusing.post('/send', (_req, res) => {
    res.status(402).json({ error: 'out of credit' });
  });
  gateway = refusing.listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));

describe('the SMS and e-mail gateway over http', () => {
  it('should tell why a message was not sent, without its number or text, and fail the send', async () => {
    const failures: UpstreamFailure[] = [];
    const sms = httpGateway(url, (failure) => failures.push(failure));
    await expect(sms.sendSms('+358401112233', 'Your code is 123456')).rejects.toThrow(/402/);
    expect(failures).toEqual([{ service: 'messageGateway', call: 'sms', reason: 'status', status: 402 }]);
  });

  it('should never fall back to the sandbox outbox when its address is missing', () => {
    const config = { ...readConfig({}), smsGateway: 'http' as const, smsGatewayUrl: undefined };
    const database = { db: {} } as unknown as Database;
    expect(() => gatewayOf(config, database, pino({ level: 'silent' }))).toThrow(/SMS_GATEWAY_URL/);
  });
});
