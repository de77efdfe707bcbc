import { describe, expect, it } from 'vitest';
import { defaultFilter, infoSpecialtyOf } from './filter';

describe('infoSpecialtyOf', () => {
  const privateFilter = defaultFilter('private', '2026-11-16');

  it.each([
    [[], null],
    [['YLE'], 'YLE'],
    [['YLE', 'SH'], null],
  ] as const)('given the specialties %j, should introduce %s', (specialtyIds, expected) => {
    expect(infoSpecialtyOf({ ...privateFilter, specialtyIds: [...specialtyIds] })).toBe(expected);
  });

  it('given the kela65 list and its fixed specialty, should introduce none', () => {
    const kela65 = defaultFilter('kela65', '2026-11-16');
    expect(infoSpecialtyOf({ ...kela65, specialtyIds: [kela65.specialtyIds[0] ?? ''] })).toBeNull();
  });
});
