import type { Lang } from '@portal/domain';
import type { Db } from '../../db';
import type { RateLimiter } from '../../http/rateLimit';
import type { UrlSigner } from '../signedUrls';
import type { MessagingLoaders } from './loaders';

/** Who is asking: a signed-in patient or a signed-in professional of the clinic. */
export type Viewer =
  | { kind: 'customer'; userId: string; patientId: string; actorSsn: string; lang: Lang }
  | { kind: 'professional'; userId: string; staffSubject: string; lang: Lang };

/** What every resolver of one request gets. */
export type MessagingContext = {
  db: Db;
  now: Date;
  viewer: Viewer;
  requestId: string | null;
  signer: UrlSigner;
  maintenance: boolean;
  /** The bytes a person may upload in a day (`uploadBytesPerDay`), spent when a slot is opened. */
  uploadBytes: RateLimiter;
  /** What a patient may send (`messagingLimits`); a professional is not counted. */
  limits: { conversations: RateLimiter; messages: RateLimiter };
  /** This request's batched reads (`messagingLoaders`). */
  loaders: MessagingLoaders;
};
