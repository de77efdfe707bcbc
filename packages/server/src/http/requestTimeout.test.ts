import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errorHandler';
import { requestTimeout } from './requestTimeout';

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(requestTimeout(100));
  app.get('/slow', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    res.json({ type: 'success' });
  });
  app.get('/fast', (_req, res) => {
    res.json({ type: 'success' });
  });
  app.use(errorHandler);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('requestTimeout', () => {
  describe('given a handler that answers within the time-out', () => {
    it('should let its answer through', async () => {
      const response = await fetch(`${base}/fast`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ type: 'success' });
    });
  });

  describe('given a handler that outlasts the time-out', () => {
    it('should answer 503 requestTimeout at the time-out', async () => {
      const started = Date.now();
      const response = await fetch(`${base}/slow`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ type: 'requestTimeout' });
      expect(Date.now() - started).toBeLessThan(350);
    });
  });
});
