import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Db, schema } from '../db';

const { mfaChallenges } = schema;

export const smsCodeLifetimeMs = 5 * 60 * 1000;
export const maxSmsCodeAttempts = 3;

export type SmsCodeAnswer = 'mfa-ok' | 'mfa-challenge-failed' | 'too-many-mfa-attempts';

// Salted with the session so a code hash is worthless outside its own session.
const hashCode = (sessionIdHash: string, code: string) =>
  createHash('sha256').update(`${sessionIdHash}:${code}`).digest('hex');

/** Makes a new 4-digit code for the session; any earlier unused code stops working. */
export async function issueSmsCode(db: Db, sessionIdHash: string, now: Date): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(mfaChallenges)
      .set({ usedAt: now })
      .where(and(eq(mfaChallenges.sessionIdHash, sessionIdHash), isNull(mfaChallenges.usedAt)));
    await tx.insert(mfaChallenges).values({
      sessionIdHash,
      codeHash: hashCode(sessionIdHash, code),
      expiresAt: new Date(now.getTime() + smsCodeLifetimeMs),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks a code against the session's open challenge. A code works once and for five minutes;
 * the third wrong answer closes the challenge and the caller ends the session.
 */
export async function verifySmsCode(
  db: Db,
  sessionIdHash: string,
  pin: string,
  now: Date,
): Promise<SmsCodeAnswer> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(mfaChallenges)
      .where(and(eq(mfaChallenges.sessionIdHash, sessionIdHash), isNull(mfaChallenges.usedAt)))
      .orderBy(desc(mfaChallenges.id))
      .limit(1)
      .for('update');
    if (!challenge) return 'mfa-challenge-failed';
    const fresh = challenge.expiresAt.getTime() > now.getTime();
    if (fresh && challenge.codeHash === hashCode(sessionIdHash, pin)) {
      await tx.update(mfaChallenges).set({ usedAt: now }).where(eq(mfaChallenges.id, challenge.id));
      return 'mfa-ok';
    }
    const failedAttempts = challenge.failedAttempts + 1;
    const exhausted = failedAttempts >= maxSmsCodeAttempts;
    await tx
      .update(mfaChallenges)
      .set({ failedAttempts, ...(exhausted ? { usedAt: now } : {}) })
      .where(eq(mfaChallenges.id, challenge.id));
    return exhausted ? 'too-many-mfa-attempts' : 'mfa-challenge-failed';
  });
}
