import { ApiError } from '../api/request';
import { MessagingError } from './graphqlClient';

/**
 * When a refused send may be tried again, as an ISO instant, if the refusal was a limit
 * (`tooManyRequests` with its wait); `null` for any other failure. Read when the refusal arrives.
 */
export function retryAtOf(error: unknown, now: Date = new Date()): string | null {
  const limited =
    (error instanceof MessagingError && error.code === 'tooManyRequests') ||
    (error instanceof ApiError && error.type === 'tooManyRequests');
  if (!limited) return null;
  const seconds = error.retryAfterSeconds ?? 60 * 60;
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
