import { describe, expect, it } from 'vitest';
import { createSearchCache } from './searchCache';

function fixedClock(start = 0) {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('createSearchCache', () => {
  it('given the same key within the time to live, should answer without asking again', async () => {
    const { clock } = fixedClock();
    const cache = createSearchCache({ ttlMs: 5000, clock });
    let asked = 0;
    const compute = async () => ++asked;
    expect(await cache.remember('a', compute)).toBe(1);
    expect(await cache.remember('a', compute)).toBe(1);
    expect(await cache.remember('b', compute)).toBe(2);
  });

  it('given concurrent callers of one key, should ask once', async () => {
    const cache = createSearchCache({ ttlMs: 5000, clock: fixedClock().clock });
    let asked = 0;
    const compute = async () => ++asked;
    const answers = await Promise.all([cache.remember('a', compute), cache.remember('a', compute)]);
    expect(answers).toEqual([1, 1]);
  });

  it('given the time to live has passed, should ask again', async () => {
    const { clock, advance } = fixedClock();
    const cache = createSearchCache({ ttlMs: 5000, clock });
    let asked = 0;
    await cache.remember('a', async () => ++asked);
    advance(5000);
    expect(await cache.remember('a', async () => ++asked)).toBe(2);
  });

  it('given an invalidation, should ask again, also over an answer computed before it', async () => {
    const cache = createSearchCache({ ttlMs: 5000, clock: fixedClock().clock });
    let release = (_value: string) => {};
    const slow = cache.remember('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('before');
    expect(await slow).toBe('before');
    expect(await cache.remember('a', async () => 'after')).toBe('after');
  });

  it('given a failed answer, should not remember it', async () => {
    const cache = createSearchCache({ ttlMs: 5000, clock: fixedClock().clock });
    await expect(cache.remember('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('a', async () => 'up')).toBe('up');
  });

  it('given more keys than it keeps, should forget the oldest', async () => {
    const cache = createSearchCache({ ttlMs: 5000, maxEntries: 2, clock: fixedClock().clock });
    let asked = 0;
    const compute = async () => ++asked;
    await cache.remember('a', compute);
    await cache.remember('b', compute);
    await cache.remember('c', compute);
    expect(await cache.remember('a', compute)).toBe(4);
    expect(await cache.remember('c', compute)).toBe(3);
  });

  it('given a time to live of 0, should always ask', async () => {
    const cache = createSearchCache({ ttlMs: 0, clock: fixedClock().clock });
    let asked = 0;
    await cache.remember('a', async () => ++asked);
    expect(await cache.remember('a', async () => ++asked)).toBe(2);
  });
});
