/**
 * The answers of the public search calls, kept for a few seconds. The same searches arrive again and
 * again (every visitor of a list page opens with the default filter), and on the embedded database
 * each query holds the one connection for milliseconds, so a burst of identical searches would queue.
 *
 * Correctness does not rest on the cache: a reservation still takes the time in the database, which
 * decides who gets it. A reservation made through this server empties the cache at once; one made by
 * another server on the same database shows within `ttlMs` at the latest.
 */
export interface SearchCache {
  /** The remembered answer of `key`, or the answer `compute` gives (computed once for concurrent callers). */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every answer: the free times have changed. */
  invalidate(): void;
}

interface Entry {
  readonly expiresAt: number;
  readonly answer: Promise<unknown>;
}

export interface SearchCacheOptions {
  /** How long an answer is kept; 0 turns the cache off. */
  readonly ttlMs: number;
  /** The most answers kept; the oldest goes first. */
  readonly maxEntries?: number;
  readonly clock: () => Date;
}

export function createSearchCache({ ttlMs, maxEntries = 2000, clock }: SearchCacheOptions): SearchCache {
  let entries = new Map<string, Entry>();
  return {
    remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const now = clock().getTime();
      const found = entries.get(key);
      if (found && found.expiresAt > now) return found.answer as Promise<T>;
      const store = entries;
      const answer = compute();
      store.delete(key);
      store.set(key, { expiresAt: now + ttlMs, answer });
      if (store.size > maxEntries) store.delete(store.keys().next().value as string);
      // A failure is not remembered: the next caller asks the database again.
      answer.catch(() => {
        if (store.get(key)?.answer === answer) store.delete(key);
      });
      return answer;
    },
    invalidate() {
      // A new map: answers still being computed land in the old one and are never read again.
      entries = new Map();
    },
  };
}
