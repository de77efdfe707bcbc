import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, type PageListItem, pageCountOf, pageList } from './pagination';

// The list as a pager draws it: the current page in brackets, a gap as an ellipsis.
function drawn(items: PageListItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'gap') return '…';
      return item.current ? `[${item.page}]` : String(item.page);
    })
    .join(' ');
}

describe('pageList', () => {
  describe('given a large screen', () => {
    it.each([
      [1, 1, '[1]'],
      [1, 2, '[1] 2'],
      [2, 5, '1 [2] 3 4 5'],
      [1, 7, '[1] 2 3 … 7'],
      [4, 7, '1 2 3 [4] 5 6 7'],
      [5, 7, '1 2 3 4 [5] 6 7'],
      [1, 20, '[1] 2 3 … 20'],
      [3, 20, '1 2 [3] 4 5 … 20'],
      [4, 20, '1 2 3 [4] 5 6 … 20'],
      [5, 20, '1 2 3 4 [5] 6 7 … 20'],
      [6, 20, '1 … 4 5 [6] 7 8 … 20'],
      [10, 20, '1 … 8 9 [10] 11 12 … 20'],
      [16, 20, '1 … 14 15 [16] 17 18 19 20'],
      [17, 20, '1 … 15 16 [17] 18 19 20'],
      [20, 20, '1 … 18 19 [20]'],
    ])('on page %i of %i should draw "%s"', (current, count, expected) => {
      expect(drawn(pageList(current, count, 'large'))).toBe(expected);
    });
  });

  describe('given a medium screen', () => {
    it.each([
      [1, 3, '[1] 2 3'],
      [1, 10, '[1] 2 … 10'],
      [4, 10, '1 2 3 [4] 5 … 10'],
      [5, 10, '1 … 4 [5] 6 … 10'],
      [10, 10, '1 … 9 [10]'],
    ])('on page %i of %i should draw "%s"', (current, count, expected) => {
      expect(drawn(pageList(current, count, 'medium'))).toBe(expected);
    });
  });

  describe('given a small screen', () => {
    it.each([
      [1, 1],
      [5, 20],
    ])('on page %i of %i should draw no page numbers', (current, count) => {
      expect(pageList(current, count, 'small')).toEqual([]);
    });
  });

  describe('given a page outside the list', () => {
    it.each([
      [0, 9, '[1] 2 3 … 9'],
      [-3, 9, '[1] 2 3 … 9'],
      [12, 9, '1 … 7 8 [9]'],
      [2.7, 9, '1 [2] 3 4 … 9'],
      [Number.NaN, 9, '[1] 2 3 … 9'],
    ])('on page %d of %i should mark the nearest page: "%s"', (current, count, expected) => {
      expect(drawn(pageList(current, count, 'large'))).toBe(expected);
    });
  });

  it('given no pages, should draw nothing', () => {
    expect(pageList(1, 0, 'large')).toEqual([]);
  });

  describe('whatever the page and count', () => {
    const cases = fc.record({
      current: fc.integer({ min: 1, max: 500 }),
      count: fc.integer({ min: 1, max: 500 }),
      screen: fc.constantFrom('medium' as const, 'large' as const),
    });

    it('should number the first, the last and the current page exactly once', () => {
      fc.assert(
        fc.property(cases, ({ current, count, screen }) => {
          const at = Math.min(current, count);
          const pages = pageList(at, count, screen).flatMap((item) =>
            item.kind === 'page' ? [item.page] : [],
          );
          expect(pages.filter((page) => page === 1)).toHaveLength(1);
          expect(pages.filter((page) => page === count)).toHaveLength(1);
          expect(pages.filter((page) => page === at)).toHaveLength(1);
        }),
      );
    });

    it('should mark only the current page', () => {
      fc.assert(
        fc.property(cases, ({ current, count, screen }) => {
          const at = Math.min(current, count);
          const marked = pageList(at, count, screen).filter((item) => item.kind === 'page' && item.current);
          expect(marked).toEqual([{ kind: 'page', page: at, current: true }]);
        }),
      );
    });

    it('should go up page by page, a gap standing for at least two pages', () => {
      fc.assert(
        fc.property(cases, ({ current, count, screen }) => {
          const items = pageList(current, count, screen);
          items.forEach((item, index) => {
            const before = items[index - 1];
            const after = items[index + 1];
            if (item.kind === 'gap') {
              expect(before?.kind).toBe('page');
              expect(after?.kind).toBe('page');
              if (before?.kind === 'page' && after?.kind === 'page') {
                expect(item.after).toBe(before.page);
                expect(after.page - before.page).toBeGreaterThan(2);
              }
            } else if (before?.kind === 'page') {
              expect(item.page).toBe(before.page + 1);
            }
          });
        }),
      );
    });

    it('should keep the list short enough for one row', () => {
      fc.assert(
        fc.property(cases, ({ current, count, screen }) => {
          const nearby = screen === 'large' ? 2 : 1;
          expect(pageList(current, count, screen).length).toBeLessThanOrEqual(2 * nearby + 5);
        }),
      );
    });
  });

  it('should draw nothing on small screens for every page', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.integer({ min: 0, max: 50 }), (current, count) => {
        expect(pageList(current, count, 'small')).toEqual([]);
      }),
    );
  });
});

describe('clampPage', () => {
  it.each([
    [1, 10, 1],
    [10, 10, 10],
    [11, 10, 10],
    [0, 10, 1],
    [3.9, 10, 3],
    [Number.POSITIVE_INFINITY, 10, 1],
    [5, 0, 1],
  ])('given page %d of %d should give %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 25, 1],
    [26, 25, 2],
    [-4, 10, 1],
  ])('given %i items of %i a page should give %i pages', (total, size, expected) => {
    expect(pageCountOf(total, size)).toBe(expected);
  });

  it('should refuse a page size below one', () => {
    expect(() => pageCountOf(10, 0)).toThrow(RangeError);
  });
});
