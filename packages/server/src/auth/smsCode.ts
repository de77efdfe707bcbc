import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { judgeSmsCode, type MfaCodeAnswer, smsCodeExpiresAt, smsCodeLength } from '@portal/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Db, schema } from '../db';

const { mfaChallenges } = schema;

// Salted with the session so a code hash is worthless outside its own session.
const hashCode = (sessionIdHash: string, code: string) =>
  createHash('sha256').update(`${sessionIdHash}:${code}`).digest('hex');

/**
 * Whether `pin` is the code behind the stored hash, compared in constant time so the answer's
 * timing tells nothing of how much of a guess was right.
 */
export function codeMatches(storedHash: string, sessionIdHash: string, pin: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashCode(sessionIdHash, pin), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * Makes a new code for the session (the domain's length); any earlier unused code stops working.
 * A code of SMS login's phone verification keeps the `phone` it was sent to.
 */
export async function issueSmsCode(
  db: Db,
  sessionIdHash: string,
  now: Date,
  phone?: string,
): Promise<string> {
  const code = String(randomInt(0, 10 ** smsCodeLength)).padStart(smsCodeLength, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(mfaChallenges)
      .set({ usedAt: now })
      .where(and(eq(mfaChallenges.sessionIdHash, sessionIdHash), isNull(mfaChallenges.usedAt)));
    await tx.insert(mfaChallenges).values({
      sessionIdHash,
      codeHash: hashCode(sessionIdHash, code),
      expiresAt: smsCodeExpiresAt(now),
      phone: phone ?? null,
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks a code against the session's open challenge by the domain's rule (`judgeSmsCode`): a code
 * works once and within its lifetime; the last allowed wrong answer closes the challenge and the
 * caller ends the session.
 */
export async function verifySmsCode(
  db: Db,
  sessionIdHash: string,
  pin: string,
  now: Date,
): Promise<MfaCodeAnswer> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(mfaChallenges)
      .where(and(eq(mfaChallenges.sessionIdHash, sessionIdHash), isNull(mfaChallenges.usedAt)))
      .orderBy(desc(mfaChallenges.id))
      .limit(1)
      .for('update');
    if (!challenge) return judgeSmsCode(null, false, now).answer;
    const verdict = judgeSmsCode(challenge, codeMatches(challenge.codeHash, sessionIdHash, pin), now);
    await tx
      .update(mfaChallenges)
      .set({ failedAttempts: verdict.failedAttempts, ...(verdict.closed ? { usedAt: now } : {}) })
      .where(eq(mfaChallenges.id, challenge.id));
    return verdict.answer;
  });
}
