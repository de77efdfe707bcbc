import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient';
import { ApiError } from './request';

// Retries wait a second, then two; fake timers let the test skip the waits.
async function failuresBeforeGivingUp(error: Error, options?: Parameters<typeof createQueryClient>[0]) {
  vi.useFakeTimers();
  const client = createQueryClient(options);
  const read = vi.fn(async () => {
    throw error;
  });
  const result = client.fetchQuery({ queryKey: ['test'], queryFn: read }).catch((failure) => failure);
  await vi.runAllTimersAsync();
  expect(await result).toBe(error);
  vi.useRealTimers();
  return read.mock.calls.length;
}

describe('createQueryClient', () => {
  describe('given a read that gets no answer', () => {
    it('should try it twice more before it fails', async () => {
      expect(await failuresBeforeGivingUp(new ApiError(0, 'networkError'))).toBe(3);
    });

    it('should not try again in tests', async () => {
      expect(await failuresBeforeGivingUp(new ApiError(0, 'networkError'), { noRetries: true })).toBe(1);
    });
  });

  describe.each([
    ['a server failure', new ApiError(500, 'unknownError')],
    ['a refusal', new ApiError(403, 'webReservationNotAllowed')],
    ['an answer of the wrong shape', new ApiError(200, 'invalidAnswer')],
  ])('given %s', (_, error) => {
    it('should fail at once, for the page to show it', async () => {
      expect(await failuresBeforeGivingUp(error)).toBe(1);
    });
  });

  describe('given a write that fails', () => {
    it('should never send it again', async () => {
      const client = createQueryClient();
      const write = vi.fn(async () => {
        throw new ApiError(0, 'networkError');
      });
      const mutation = client.getMutationCache().build(client, { mutationFn: write });
      await expect(mutation.execute(undefined)).rejects.toThrow();
      expect(write).toHaveBeenCalledTimes(1);
    });
  });
});
