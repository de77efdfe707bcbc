import type { MfaCodeAnswer } from '../catalogue/session';

/**
 * The SMS code of the second sign-in factor and of SMS onboarding (patient-area.md §9, "Code
 * length 4"): four digits, good for five minutes, and the third wrong answer closes it.
 */
export const smsCodeRules = {
  /** Digits of a code. */
  length: 4,
  /** How long a sent code is accepted, in milliseconds. */
  lifetimeMs: 5 * 60 * 1000,
  /** Wrong answers that close a code; the answer to the last one is `too-many-mfa-attempts`. */
  maxAttempts: 3,
} as const;

/** Digits of an SMS code. */
export const smsCodeLength = smsCodeRules.length;

/** Tells whether a code is complete: exactly {@link smsCodeLength} digits 0-9. */
export function isCompleteSmsCode(code: string): boolean {
  return code.length === smsCodeLength && /^[0-9]+$/.test(code);
}

/** When a code sent at `sentAt` stops being accepted. */
export function smsCodeExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + smsCodeRules.lifetimeMs);
}

/** The open code of a session as the check sees it. */
export interface SmsChallenge {
  readonly expiresAt: Date;
  /** Wrong answers so far. */
  readonly failedAttempts: number;
}

/** The check's answer, with what becomes of the code: `closed` codes are never accepted again. */
export interface SmsCodeVerdict {
  readonly answer: MfaCodeAnswer;
  readonly failedAttempts: number;
  readonly closed: boolean;
}

/**
 * Judges an answer to the session's open code: a matching code within its lifetime is accepted and
 * used up; anything else counts as a wrong answer, and the last allowed one closes the code. Without
 * an open code the answer is a plain failure.
 */
export function judgeSmsCode(challenge: SmsChallenge | null, matches: boolean, now: Date): SmsCodeVerdict {
  if (challenge === null) return { answer: 'mfa-challenge-failed', failedAttempts: 0, closed: false };
  const fresh = challenge.expiresAt.getTime() > now.getTime();
  if (fresh && matches) return { answer: 'mfa-ok', failedAttempts: challenge.failedAttempts, closed: true };
  const failedAttempts = challenge.failedAttempts + 1;
  const exhausted = failedAttempts >= smsCodeRules.maxAttempts;
  return {
    answer: exhausted ? 'too-many-mfa-attempts' : 'mfa-challenge-failed',
    failedAttempts,
    closed: exhausted,
  };
}
