import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagingError } from '../../messaging/graphqlClient';
import type { MessagingCalls } from './messagingCalls';
import { threadsQuery } from './queries';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the conversation list polling', () => {
  it('should read the list every 120 seconds and stop for good after a failure', async () => {
    const threads = vi
      .fn<MessagingCalls['threads']>()
      .mockResolvedValueOnce({ threads: { totalCount: 0, paginatedThreads: [] } })
      .mockResolvedValueOnce({ threads: { totalCount: 0, paginatedThreads: [] } })
      .mockRejectedValueOnce(new MessagingError('networkError'))
      .mockResolvedValue({ threads: { totalCount: 0, paginatedThreads: [] } });
    const client = new QueryClient();
    const observer = new QueryObserver(client, threadsQuery({ threads } as unknown as MessagingCalls, 1));
    const unsubscribe = observer.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(0);
    expect(threads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(threads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(threads).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(threads).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().isError).toBe(true);

    await vi.advanceTimersByTimeAsync(10 * 120_000);
    expect(threads).toHaveBeenCalledTimes(3);
    unsubscribe();
    client.clear();
  });
});
