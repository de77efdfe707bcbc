import { createHmac } from 'node:crypto';
import type { Response } from 'express';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { type Db, schema } from '../db';
import { ApiError } from './apiError';

/** One limit: at most `points` attempts per `durationSeconds`, counted per caller key. */
export type RateLimitRule = { name: string; points: number; durationSeconds: number };

/**
 * The limits of the anonymous reservation, where each attempt tells whether an identity code is a
 * patient's and may send messages to any phone: per address (probing many codes) and per identity
 * code (filling one person's bookings from many addresses).
 */
export const anonymousReservationLimits = {
  perAddress: { name: 'anonReserve.address', points: 20, durationSeconds: 15 * 60 },
  perIdentityCode: { name: 'anonReserve.identityCode', points: 8, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The insurer calls of one signed-in person (the checks and the permit application): each sends
 * the identity code to an insurer, so a script cannot hammer the insurers through the portal.
 */
export const insurerCallLimit = {
  name: 'insurer.person',
  points: 60,
  durationSeconds: 15 * 60,
} as const satisfies RateLimitRule;

/**
 * Wrong SMS codes of one person over a day, whatever the session: each new sign-in gives three
 * tries of its own, so without this a person's bank credentials alone would allow guessing on.
 */
export const wrongSmsCodeLimit = {
  name: 'smsCode.person',
  points: 10,
  durationSeconds: 24 * 60 * 60,
} as const satisfies RateLimitRule;

/**
 * "Continue" on the session warning of one person: each extends a session and writes it, so a
 * script cannot keep the database busy through it. A person presses it once per warning, at most
 * every few minutes even with several tabs open; activity extends the session without it.
 */
export const sessionExtendLimit = {
  name: 'sessionExtend.person',
  points: 10,
  durationSeconds: 15 * 60,
} as const satisfies RateLimitRule;

/**
 * Sign-in starts of one address: each start asks the identity provider for a new transaction, so
 * a script could otherwise keep it and this server busy. The number is a setting
 * (`SIGN_IN_STARTS_PER_ADDRESS`, default 60): servers under test sign in far more often.
 */
export const signInStartLimit = (points: number) =>
  ({ name: 'signInStart.address', points, durationSeconds: 15 * 60 }) as const satisfies RateLimitRule;

/**
 * Online payments started by one signed-in person, whoever's invoice: each start may ask the
 * payment service for a new transaction, so a script cannot flood the service (and the merchant's
 * account) through the portal. The number is a setting (`PAYMENT_STARTS_PER_PERSON`, default 10).
 */
export const paymentStartLimit = (points: number) =>
  ({ name: 'paymentStart.person', points, durationSeconds: 15 * 60 }) as const satisfies RateLimitRule;

/**
 * The limits meant for the anonymous check-in of an appointment link, which answers whether the
 * last characters of an identity code are right: per address (one script trying many links) and per
 * appointment (many addresses guessing one link's code). Apply them as the anonymous reservation
 * applies its own (`docs/security.md`, "Applying a limit").
 */
export const anonymousCheckInLimits = {
  perAddress: { name: 'anonCheckIn.address', points: 30, durationSeconds: 15 * 60 },
  // Counted in wrong answers: the fifth locks the appointment's check-in for half an hour.
  perAppointment: { name: 'anonCheckIn.appointment', points: 5, durationSeconds: 30 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Reads of anonymous appointment links by one address, found or not: each answer tells whether a link
 * exists, so a script cannot scan for links; a person opens a link once per visit and again after
 * checking in, and a clinic's guest network shares one address among many patients.
 */
export const anonymousLinkReadLimit = {
  name: 'anonLink.address',
  points: 60,
  durationSeconds: 15 * 60,
} as const satisfies RateLimitRule;

/**
 * The bytes one person may upload in a day (the insurance card's images and message attachments
 * together), counted by size rather than by request: 50 MiB, some five times what a full card and a
 * full message take. Past it the upload is refused with `tooManyRequests` until the day is over.
 */
export const uploadBytesPerDay = {
  name: 'upload.bytes',
  points: 50 * 1024 * 1024,
  durationSeconds: 24 * 60 * 60,
} as const satisfies RateLimitRule;

/**
 * What one signed-in person may send the clinic through messaging: each new conversation lands in
 * the clinic's unassigned queue and each message in a professional's, so a script could otherwise
 * bury the clinic's work (250 conversations took three seconds). The figures leave a person far more
 * than anyone writes in a day (`docs/security.md`); a professional is not limited.
 */
export const messagingLimits = {
  conversations: [
    { name: 'messaging.conversations.hour', points: 5, durationSeconds: 60 * 60 },
    { name: 'messaging.conversations.day', points: 20, durationSeconds: 24 * 60 * 60 },
  ],
  messages: [
    { name: 'messaging.messages.hour', points: 30, durationSeconds: 60 * 60 },
    { name: 'messaging.messages.day', points: 100, durationSeconds: 24 * 60 * 60 },
  ],
  renewals: [
    { name: 'prescriptionRenewals.hour', points: 5, durationSeconds: 60 * 60 },
    { name: 'prescriptionRenewals.day', points: 10, durationSeconds: 24 * 60 * 60 },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

/** A count of failures (not of attempts): asked before trying, added to only when one fails. */
export type FailureCounter = {
  /** Whether `caller` has used up the failures the rule allows in its window. */
  isSpent(caller: string): Promise<boolean>;
  /**
   * Counts one failure of `caller`; answers how many more it may fail in the window, `0` when that
   * used the failures up (a page tells the person before the lock, not after).
   */
  fail(caller: string): Promise<number>;
};

/** A limit that refuses with `tooManyRequests` and `Retry-After` once a caller has used it up. */
export type RateLimiter = {
  /**
   * Counts one attempt of `caller`; answers `null` when it is allowed, else after how many
   * seconds the caller may try again. For routes that answer a refusal their own way (a redirect).
   */
  attempt(caller: string, points?: number): Promise<number | null>;
  /** Counts one attempt of `caller`; throws `tooManyRequests` (and sets `Retry-After`) past the limit. */
  consume(caller: string, res: Response, points?: number): Promise<void>;
};

/**
 * A limit counted in the database (rate-limiter-flexible's Drizzle store), so it holds across every
 * server process on one PostgreSQL and in the embedded database. Caller keys are keyed hashes:
 * the table never holds an address or an identity code.
 */
function storedLimiter(db: Db, secret: string, rule: RateLimitRule) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  const keyOf = (caller: string) =>
    createHmac('sha256', secret).update(`${rule.name}:${caller}`).digest('base64url');
  return { limiter, keyOf };
}

export function databaseRateLimiter(db: Db, secret: string, rule: RateLimitRule): RateLimiter {
  const { limiter, keyOf } = storedLimiter(db, secret, rule);
  // `points` is what the attempt weighs (the bytes of an upload); a refused attempt counts too.
  const attempt = async (caller: string, points = 1) => {
    try {
      await limiter.consume(keyOf(caller), points);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    }
  };
  return limiterOf(attempt);
}

/** A {@link RateLimiter} from its `attempt`: `consume` refuses past it with `Retry-After`. */
function limiterOf(attempt: RateLimiter['attempt']): RateLimiter {
  return {
    attempt,
    async consume(caller, res, points) {
      const retryAfter = await attempt(caller, points);
      if (retryAfter === null) return;
      res.setHeader('retry-after', String(retryAfter));
      throw new ApiError('tooManyRequests');
    },
  };
}

/**
 * Several rules as one limit, shortest window first (an hour, then a day): an attempt counts
 * against each rule in turn until one refuses, so attempts refused by the hourly rule do not use
 * up the day.
 */
export function databaseRateLimits(db: Db, secret: string, rules: readonly RateLimitRule[]): RateLimiter {
  const limiters = rules.map((rule) => databaseRateLimiter(db, secret, rule));
  return limiterOf(async (caller, points) => {
    for (const limiter of limiters) {
      const wait = await limiter.attempt(caller, points);
      if (wait !== null) return wait;
    }
    return null;
  });
}

/** A {@link FailureCounter} kept in the database like {@link databaseRateLimiter}. */
export function databaseFailureCounter(db: Db, secret: string, rule: RateLimitRule): FailureCounter {
  const { limiter, keyOf } = storedLimiter(db, secret, rule);
  return {
    async isSpent(caller) {
      const used = await limiter.get(keyOf(caller));
      return (used?.consumedPoints ?? 0) >= rule.points;
    },
    async fail(caller) {
      const used = await limiter.penalty(keyOf(caller), 1);
      return Math.max(0, rule.points - used.consumedPoints);
    },
  };
}

/** Whether a caller has used up a {@link databaseRateLimiter}'s rule, read without counting. */
export type LimitReader = {
  /** When `caller` may try again, or `null` while attempts remain. */
  blockedUntil(caller: string, now: Date): Promise<Date | null>;
};

/** Reads the same stored counts as {@link databaseRateLimiter} of the same rule and secret. */
export function databaseLimitReader(db: Db, secret: string, rule: RateLimitRule): LimitReader {
  const { limiter, keyOf } = storedLimiter(db, secret, rule);
  return {
    async blockedUntil(caller, now) {
      const used = await limiter.get(keyOf(caller));
      if (!used || used.consumedPoints < rule.points || used.msBeforeNext <= 0) return null;
      return new Date(now.getTime() + used.msBeforeNext);
    },
  };
}
