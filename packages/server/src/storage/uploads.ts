/** Where the object store keeps what people upload; the keys are built here only. */
export const uploadKeys = {
  /** One side of an insurance-card upload not yet finished. */
  cardPending: (patientId: string, nonce: string, side: 'front' | 'back') =>
    `kela-card/${patientId}/pending-${nonce}/${side}`,
  /** One side of the patient's card. */
  card: (patientId: string, side: 'front' | 'back') => `kela-card/${patientId}/${side}`,
  /** A message attachment's bytes, by the attachment's id. */
  attachment: (id: string) => `message-attachment/${id}`,
};

/**
 * What a person may leave unfinished (docs/security.md, "Uploads"): at most ten insurance-card
 * uploads not finished and ten attachments not sent, each kept a day and then swept with its bytes.
 * The bytes a person may upload in a day are a rate limit (`uploadBytesPerDay`).
 */
export const uploadLimits = {
  pendingPerPerson: 10,
  keptUnfinishedMs: 24 * 60 * 60 * 1000,
} as const;

/** Since when an unfinished upload still counts as pending; anything older is the sweep's. */
export const pendingSince = (now: Date) => new Date(now.getTime() - uploadLimits.keptUnfinishedMs);

/** Seconds until the oldest of a person's pending uploads is swept and frees a place. */
export const secondsUntilSwept = (oldest: Date, now: Date) =>
  (oldest.getTime() + uploadLimits.keptUnfinishedMs - now.getTime()) / 1000;
