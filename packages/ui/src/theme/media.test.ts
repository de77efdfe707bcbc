import { describe, expect, it } from 'vitest';
import { media, screenSizeOf } from './media';

describe('screenSizeOf', () => {
  it.each([
    [320, 'small'],
    [480, 'small'],
    [481, 'medium'],
    [800, 'medium'],
    [801, 'large'],
    [1440, 'large'],
  ] as const)('given %d px, should be %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });
});

describe('media', () => {
  it('should start medium and large right after the specification limits of 480 and 800 px', () => {
    expect(media.small).toContain('max-width: 480px');
    expect(media.medium).toContain('min-width: 481px');
    expect(media.large).toContain('min-width: 801px');
  });
});
