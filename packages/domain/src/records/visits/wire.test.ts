import { describe, expect, it } from 'vitest';
import { diagnosisLine, recordId } from './wire';

describe('diagnosisLine', () => {
  it('should put the code before the description when there is one', () => {
    expect(diagnosisLine({ code: 'J06.9', description: 'Ylähengitystieinfektio' })).toBe(
      'J06.9 Ylähengitystieinfektio',
    );
  });

  it('should show the description alone without a code', () => {
    expect(diagnosisLine({ code: null, description: 'Selkäkipu' })).toBe('Selkäkipu');
  });
});

describe('recordId', () => {
  it.each(['1', '42', '2147483647'])('should read %s', (value) => {
    expect(recordId.parse(value)).toBe(Number(value));
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648', ''])('should refuse %s', (value) => {
    expect(recordId.safeParse(value).success).toBe(false);
  });
});
