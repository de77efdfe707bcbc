import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompleteSmsCode, judgeSmsCode, smsCodeExpiresAt, smsCodeLength, smsCodeRules } from './smsCode';

const sentAt = new Date('2026-11-24T10:00:00Z');
const open = (failedAttempts: number) => ({ expiresAt: smsCodeExpiresAt(sentAt), failedAttempts });
const minutesAfter = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);

describe('the SMS code rules', () => {
  it('should be four digits, good for five minutes, closed at the third wrong answer', () => {
    expect(smsCodeRules).toEqual({ length: 4, lifetimeMs: 300_000, maxAttempts: 3 });
    expect(smsCodeLength).toBe(4);
  });
});

describe('isCompleteSmsCode', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['１２３４', false],
    ['12 4', false],
  ])('%j should be complete: %s', (input, expected) => {
    expect(isCompleteSmsCode(input)).toBe(expected);
  });
});

describe('smsCodeExpiresAt', () => {
  it('should end a code five minutes after it was sent', () => {
    expect(smsCodeExpiresAt(sentAt)).toEqual(new Date('2026-11-24T10:05:00Z'));
  });
});

describe('judgeSmsCode', () => {
  describe('given an open code', () => {
    it.each([
      ['the right code at once', 0, true, 0, { answer: 'mfa-ok', failedAttempts: 0, closed: true }],
      [
        'the right code after two wrong ones',
        2,
        true,
        4,
        { answer: 'mfa-ok', failedAttempts: 2, closed: true },
      ],
      [
        'a first wrong code',
        0,
        false,
        1,
        { answer: 'mfa-challenge-failed', failedAttempts: 1, closed: false },
      ],
      [
        'a second wrong code',
        1,
        false,
        1,
        { answer: 'mfa-challenge-failed', failedAttempts: 2, closed: false },
      ],
      [
        'a third wrong code',
        2,
        false,
        1,
        { answer: 'too-many-mfa-attempts', failedAttempts: 3, closed: true },
      ],
      [
        'the right code after five minutes',
        0,
        true,
        5,
        { answer: 'mfa-challenge-failed', failedAttempts: 1, closed: false },
      ],
      [
        'the right code late, after two wrong ones',
        2,
        true,
        6,
        { answer: 'too-many-mfa-attempts', failedAttempts: 3, closed: true },
      ],
    ] as const)('when %s is answered, should answer %j', (_, failed, matches, minutes, expected) => {
      expect(judgeSmsCode(open(failed), matches, minutesAfter(minutes))).toEqual(expected);
    });
  });

  describe('given no open code', () => {
    it('should fail without counting', () => {
      expect(judgeSmsCode(null, true, sentAt)).toEqual({
        answer: 'mfa-challenge-failed',
        failedAttempts: 0,
        closed: false,
      });
    });
  });

  it('should never accept more wrong answers than allowed before closing', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 10 }), (answers) => {
        let failedAttempts = 0;
        for (const matches of answers) {
          const verdict = judgeSmsCode(open(failedAttempts), matches, minutesAfter(1));
          expect(verdict.failedAttempts).toBeLessThanOrEqual(smsCodeRules.maxAttempts);
          if (verdict.closed) return;
          failedAttempts = verdict.failedAttempts;
        }
      }),
    );
  });
});
