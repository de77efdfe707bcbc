import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeMatches } from './smsCode';

const session = 'a'.repeat(64);
const stored = createHash('sha256').update(`${session}:4711`).digest('hex');

describe('codeMatches', () => {
  it('should accept the code behind the stored hash', () => {
    expect(codeMatches(stored, session, '4711')).toBe(true);
  });

  it.each(['4712', '0000', '47110', ''])('should refuse %j', (pin) => {
    expect(codeMatches(stored, session, pin)).toBe(false);
  });

  it('should refuse the right code of another session', () => {
    expect(codeMatches(stored, 'b'.repeat(64), '4711')).toBe(false);
  });

  it.each([
    ['shorter', stored.slice(0, 10)],
    ['empty', ''],
    ['not hexadecimal', 'z'.repeat(64)],
  ])('should refuse, not throw, when the stored hash is %s', (_name, hash) => {
    expect(codeMatches(hash, session, '4711')).toBe(false);
  });
});
