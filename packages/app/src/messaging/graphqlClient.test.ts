import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, MessagingError } from './graphqlClient';

const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the messaging GraphQL client', () => {
  it('should post the document with the CSRF token and answer the data', async () => {
    const fetch = vi.fn(async () => ok({ unreadCount: 2 }));
    const request = createGraphqlClient({ csrfToken: 'csrf-1', fetch });
    await expect(request('query { unreadCount }')).resolves.toEqual({ unreadCount: 2 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/customer-messaging');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(JSON.parse(String(init.body))).toEqual({ query: 'query { unreadCount }', variables: {} });
  });

  it('should mark a background request, and only that, so that it keeps no session alive', async () => {
    const fetch = vi.fn(async () => ok({ unreadCount: 0 }));
    await createGraphqlClient({ csrfToken: 'c', fetch, background: true })('query { unreadCount }');
    await createGraphqlClient({ csrfToken: 'c', fetch })('mutation { markAsRead }');
    const headersOf = (call: number) =>
      new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers);
    expect(headersOf(0).get('x-portal-background')).toBe('poll');
    expect(headersOf(1).has('x-portal-background')).toBe(false);
  });

  it("should fail with the first error's code", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ data: null, errors: [{ message: 'x', extensions: { code: 'notFound' } }] }),
        ),
    );
    const request = createGraphqlClient({ csrfToken: 'c', fetch });
    await expect(request('query { thread(id: "1") { id } }')).rejects.toEqual(new MessagingError('notFound'));
  });

  it('should give up after 10 seconds without an answer, and not try again by default', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const request = createGraphqlClient({ csrfToken: 'c', fetch });
    const answer = request('query { unreadCount }');
    const failed = expect(answer).rejects.toMatchObject({ code: 'timeout' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should try a network failure again as configured, waiting 300 ms and then twice that', async () => {
    const fetch = vi
      .fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(ok({ unreadCount: 0 }));
    const request = createGraphqlClient({ csrfToken: 'c', fetch, retries: 2 });
    const answer = request('query { unreadCount }');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ unreadCount: 0 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('should not try an error answer again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ type: 'forbidden' }), { status: 403 }));
    const request = createGraphqlClient({ csrfToken: 'c', fetch, retries: 3 });
    await expect(request('query { unreadCount }')).rejects.toMatchObject({ code: 'forbidden' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
