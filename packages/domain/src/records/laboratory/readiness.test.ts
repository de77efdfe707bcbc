import { describe, expect, it } from 'vitest';
import { labReadiness } from './readiness';

describe('labReadiness', () => {
  it.each([
    [[true], 'ready'],
    [[true, true, true], 'ready'],
    [[true, false, true], 'pending'],
    [[false], 'pending'],
    [[], 'pending'],
  ] as const)('given items ready %j should be %s', (ready, expected) => {
    expect(labReadiness(ready.map((isReady) => ({ isReady })))).toBe(expected);
  });
});
