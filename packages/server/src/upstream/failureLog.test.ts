import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logging';
import { startTestServer, type TestServer } from '../testing/testServer';

// An insurer gateway that has broken down, and everything the portal logs, line by line.
let gateway: Server;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  const broken = express();
  broken.post('/*rest', (_req, res) => {
    res.status(502).json({ type: 'badGateway' });
  });
  gateway = broken.listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  const { port } = gateway.address() as AddressInfo;
  server = await startTestServer(
    { INSURER_GATEWAY: 'http', INSURER_GATEWAY_URL: `http://127.0.0.1:${port}/v1` },
    { logger: createLogger('info', sink) },
  );
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('given the insurer gateway answers 502 while Maija books', () => {
  it('should log the cause with the request id before answering insurerUnavailable', async () => {
    const browser = server.browser();
    await browser.signIn('150385-9024');
    const response = await browser.fetch('/api/insurance/lahitapiola-policy-check');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ type: 'insurerUnavailable' });
    const requestId = response.headers.get('x-request-id');
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'outside service failed');
    expect(failure).toMatchObject({
      level: 40,
      req: { id: requestId },
      upstream: { service: 'insurers', call: 'partnerPolicy', reason: 'status', status: 502 },
    });
    // Her identity code went to the gateway; it stays out of the log.
    expect(lines.join('\n')).not.toContain('150385-9024');
  });
});
