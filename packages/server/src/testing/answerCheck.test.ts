import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { plainSuccess } from '@portal/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOperation, type Operation, success } from '../http/operation';
import { answerProblems } from './answerCheck';
import { TestBrowser } from './httpClient';

const logout = defineOperation({
  method: 'post',
  path: '/api/logout',
  summary: 'Ends the session',
  tag: 'session',
  access: 'anySession',
  response: plainSuccess,
  handler: async () => success(),
});
const one = defineOperation({
  method: 'get',
  path: '/api/appointments/:id',
  summary: 'One appointment',
  tag: 'search',
  access: 'public',
  errors: ['appointmentNotAvailable'],
  handler: async () => success(),
});
const operations: Operation[] = [logout, one];
const at = (method: string, path: string) => ({ method, url: new URL(path, 'http://portal.test') });

describe('answerProblems', () => {
  it.each([
    ['POST', '/api/logout', 401, { type: 'unauthorized' }],
    [
      'POST',
      '/api/logout',
      400,
      { type: 'ValidationError', details: [{ path: 'pin', message: 'The code is four digits' }] },
    ],
    ['GET', '/api/appointments/7', 409, { type: 'appointmentNotAvailable' }],
    ['GET', '/api/appointments/7', 500, { type: 'unknownError' }],
  ])(
    'should accept %s %s answering a declared failure with its status: %i %j',
    (method, path, status, body) => {
      expect(answerProblems(operations, { ...at(method, path), status, body })).toEqual([]);
    },
  );

  it('should refuse a listed code its operation does not declare', () => {
    const answer = { ...at('POST', '/api/logout'), status: 409, body: { type: 'appointmentNotAvailable' } };
    expect(answerProblems(operations, answer)).toEqual([
      'POST /api/logout answered appointmentNotAvailable, which its operation does not declare',
    ]);
  });

  it('should refuse a failure code the list lacks', () => {
    const answer = { ...at('POST', '/api/logout'), status: 418, body: { type: 'teapot' } };
    expect(answerProblems(operations, answer)).toEqual([
      'POST /api/logout answered 418 {"type":"teapot"}: not a failure of the list',
    ]);
  });

  it('should refuse a listed code with another status than the list’s', () => {
    const answer = { ...at('GET', '/api/appointments/7'), status: 404, body: { type: 'unauthorized' } };
    expect(answerProblems(operations, answer)).toEqual([
      'GET /api/appointments/7 answered unauthorized with 404; the list says 401',
    ]);
  });

  it('should refuse a success that does not match its operation’s schema', () => {
    const answer = { ...at('POST', '/api/logout'), status: 200, body: { type: 'ok' } };
    expect(answerProblems(operations, answer)).toHaveLength(1);
    expect(answerProblems(operations, answer)[0]).toMatch(
      /^POST \/api\/logout answer does not match its schema/,
    );
  });

  it('should refuse a JSON success of an operation that declares no schema', () => {
    const answer = { ...at('GET', '/api/appointments/7'), status: 200, body: { type: 'success' } };
    expect(answerProblems(operations, answer)).toEqual([
      'GET /api/appointments/7 answered JSON but its operation declares no response schema',
    ]);
  });
});

describe('TestBrowser', () => {
  let server: Server;
  let browser: TestBrowser;
  beforeAll(async () => {
    const app = express();
    app.post('/api/logout', (_req, res) => {
      res.status(418).json({ type: 'teapot' });
    });
    app.get('/api/appointments/:id', (_req, res) => {
      res.status(500).type('text').send('boom');
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    browser = new TestBrowser(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, operations);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  describe('given a server that answers a code the list lacks', () => {
    it('should fail the request that saw it', async () => {
      await expect(browser.json('/api/logout', { method: 'POST' })).rejects.toThrow(
        /breaks the API contract:\nPOST \/api\/logout answered 418/,
      );
    });
  });

  describe('given an API failure without a JSON body', () => {
    it('should fail the request that saw it', async () => {
      await expect(browser.fetch('/api/appointments/7')).rejects.toThrow(
        'GET /api/appointments/7 answered 500 without a JSON failure body',
      );
    });
  });
});
