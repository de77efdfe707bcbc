import { describe, expect, it } from 'vitest';
import { ruleField } from './rule';
import { controlCharacterCode } from './text';

describe('ruleField', () => {
  const shout = ruleField((input) =>
    input === ''
      ? { ok: false as const, error: 'required' }
      : { ok: true as const, value: input.toUpperCase() },
  );

  it('should answer the rule’s value', () => {
    expect(shout.parse('moi')).toBe('MOI');
  });

  it('should refuse with a custom issue whose message is the rule’s code', () => {
    expect(shout.safeParse('').error?.issues).toEqual([{ code: 'custom', message: 'required', path: [] }]);
  });

  it('should refuse a control character before the rule runs', () => {
    expect(shout.safeParse('a\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      controlCharacterCode,
    ]);
  });

  it('should refuse a text past its bound', () => {
    expect(shout.safeParse('x'.repeat(1001)).success).toBe(false);
  });
});
