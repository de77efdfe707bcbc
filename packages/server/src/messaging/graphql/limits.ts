import { ApiError } from '../../http/apiError';
import type { RateLimiter } from '../../http/rateLimit';
import type { Viewer } from './context';

/** `tooManyRequests` with the seconds to wait, which the answer carries as `extensions.retryAfter`. */
export class LimitReached extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super('tooManyRequests');
  }
}

/**
 * Counts one attempt of a patient against `limiter`, keyed by the person signed in (a guardian
 * writing for several children has one count), and refuses past it. Professionals answer the
 * clinic's whole queue and are not counted.
 */
export async function countAgainst(viewer: Viewer, limiter: RateLimiter): Promise<void> {
  if (viewer.kind !== 'customer') return;
  const wait = await limiter.attempt(viewer.actorSsn);
  if (wait !== null) throw new LimitReached(wait);
}
