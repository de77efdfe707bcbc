import { describe, expect, it } from 'vitest';
import { controlCharacterCode, hasControlCharacter, text } from './text';

describe('text', () => {
  const line = text({ min: 1, max: 10 });
  const lines = text({ max: 100, lines: true });

  it.each(['a', 'Åke Ö-ä', 'x'.repeat(10)])('should accept %j on one line', (value) => {
    expect(line.safeParse(value).success).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\t', '\n', '\r', '\u001b[2J', '\u007f', '\u0085', '\u009f'])(
    'should refuse %j with the control character code',
    (value) => {
      const parsed = line.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(controlCharacterCode);
    },
  );

  it('should keep its bounds', () => {
    expect(line.safeParse('').success).toBe(false);
    expect(line.safeParse('x'.repeat(11)).success).toBe(false);
  });

  describe('given a text that may span lines', () => {
    it.each(['first\nsecond', 'a\r\nb', 'tab\there'])('should accept %j', (value) => {
      expect(lines.safeParse(value).success).toBe(true);
    });

    it.each(['a\u0000', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007f', 'a\u0085'])(
      'should refuse %j',
      (value) => {
        expect(lines.safeParse(value).success).toBe(false);
      },
    );
  });
});

describe('hasControlCharacter', () => {
  it.each([
    ['plain', 'Mannerheimintie 10', false],
    ['NUL', 'a\u0000', true],
    ['newline', 'a\nb', true],
  ])('should tell %s', (_name, value, expected) => {
    expect(hasControlCharacter(value)).toBe(expected);
  });
});
