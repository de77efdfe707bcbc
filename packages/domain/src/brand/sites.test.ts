import { describe, expect, it } from 'vitest';
import { brandHref } from './sites';

const urls = { general: 'https://aava.example.fi', children: 'https://pikkujatti.example.fi/' };

describe('brandHref', () => {
  describe('given a link to the serving brand', () => {
    it.each(['general', 'children'] as const)('at the %s brand, should stay on the site', (brand) => {
      expect(brandHref(brand, brand, urls, '/fi/ajanvaraus/vakuutus')).toBe('/fi/ajanvaraus/vakuutus');
    });
  });

  describe('given a link to the other brand whose address is configured', () => {
    it.each([
      ['children', 'general', 'https://pikkujatti.example.fi/sv/tidsbokning/forsakring'],
      ['general', 'children', 'https://aava.example.fi/sv/tidsbokning/forsakring'],
    ] as const)('to %s from %s, should lead to its site', (target, serving, href) => {
      expect(brandHref(target, serving, urls, '/sv/tidsbokning/forsakring')).toBe(href);
    });

    it('should keep the query of the path', () => {
      expect(brandHref('children', 'general', urls, '/en/login?next=%2Fen%2Fbooking')).toBe(
        'https://pikkujatti.example.fi/en/login?next=%2Fen%2Fbooking',
      );
    });

    it('should keep a path prefix of the address', () => {
      expect(brandHref('general', 'children', { general: 'https://example.fi/aava' }, '/fi')).toBe(
        'https://example.fi/aava/fi',
      );
    });
  });

  describe('given a link to the other brand without a configured address', () => {
    it('should stay on the site', () => {
      expect(brandHref('children', 'general', { general: 'https://aava.example.fi' }, '/fi/eula')).toBe(
        '/fi/eula',
      );
      expect(brandHref('general', 'children', {}, '/fi/eula')).toBe('/fi/eula');
    });
  });
});
