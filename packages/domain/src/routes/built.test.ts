import { describe, expect, it } from 'vitest';
import { builtPages, builtPath, isBuilt } from './built';
import { pageIds } from './table';

describe('built pages', () => {
  describe('given a page that is built', () => {
    it('should give its address', () => {
      expect(isBuilt('privateList')).toBe(true);
      expect(builtPath('privateList', 'sv')).toBe('/sv/tidsbokning/privat-kund');
      expect(builtPath('reserve', 'en', { id: 7 }, { from: 'x' })).toBe('/en/reserve/7?from=x');
    });

    it('should give the Finnish help page whatever the language', () => {
      expect(builtPath('help', 'sv')).toBe('/fi/ohjeita');
    });
  });

  describe.each(['availableAppointment'] as const)('given the page %s, not built yet', (page) => {
    it('should give no address, so that no link to it is shown', () => {
      expect(isBuilt(page)).toBe(false);
      expect(builtPath(page, 'fi', { id: 1 })).toBeNull();
    });
  });

  it('should list only pages of the route table, each once', () => {
    expect(builtPages.every((page) => (pageIds as readonly string[]).includes(page))).toBe(true);
    expect(new Set(builtPages).size).toBe(builtPages.length);
  });
});
