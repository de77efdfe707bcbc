import { tooManyRequests } from '../../http/apiError';
import type { RateLimiter } from '../../http/rateLimit';
import type { Viewer } from './context';

/**
 * Counts one attempt of a patient against `limiter`, keyed by the person signed in (a guardian
 * writing for several children has one count), and refuses past it. Professionals answer the
 * clinic's whole queue and are not counted.
 */
export async function countAgainst(viewer: Viewer, limiter: RateLimiter): Promise<void> {
  if (viewer.kind !== 'customer') return;
  const wait = await limiter.attempt(viewer.actorSsn);
  if (wait !== null) throw tooManyRequests(wait);
}
