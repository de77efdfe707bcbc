import { appointmentPageSize } from '@portal/domain';
import { exampleAppointment } from '@portal/ui/examples';
import { describe, expect, it } from 'vitest';
import { type ListReads, listStateOf } from './listState';

const times = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...exampleAppointment, id: index + 1 }));
const reads = (overrides: Partial<ListReads>): ListReads => ({
  pages: undefined,
  failed: false,
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
  suggestions: undefined,
  earlier: null,
  ...overrides,
});
const part = (overrides: Partial<ListReads>) => {
  const { suggestions: _, earlier: __, ...rest } = reads(overrides);
  return rest;
};

describe('listStateOf', () => {
  it.each([
    ['nothing read yet', reads({}), { status: 'loading' }],
    ['the first page failed', reads({ failed: true }), { status: 'error' }],
    [
      'an empty page, suggestions searched',
      reads({ pages: [[]] }),
      { status: 'empty', suggestions: { status: 'loading' } },
    ],
    [
      'an empty page, no other days',
      reads({ pages: [[]], suggestions: [] }),
      { status: 'empty', suggestions: { status: 'ready', days: [] } },
    ],
    ['a last page', reads({ pages: [times(3)] }), { status: 'results', more: 'none' }],
    [
      'a full page',
      reads({ pages: [times(appointmentPageSize)], hasMore: true }),
      { status: 'results', more: 'available' },
    ],
    [
      'the next page on its way',
      reads({ pages: [times(appointmentPageSize)], hasMore: true, loadingMore: true }),
      { status: 'results', more: 'loading' },
    ],
    [
      'the next page failed',
      reads({ pages: [times(appointmentPageSize)], hasMore: true, moreFailed: true }),
      { status: 'results', more: 'failed' },
    ],
  ])('given %s, should be %j', (_, given, expected) => {
    expect(listStateOf(given)).toMatchObject(expected);
  });

  it('should show the times of every page in order', () => {
    const first = times(appointmentPageSize);
    const second = [{ ...exampleAppointment, id: 999 }];
    const state = listStateOf(reads({ pages: [first, second] }));
    expect(state.status === 'results' && state.appointments.map(({ id }) => id)).toEqual([
      ...first.map(({ id }) => id),
      999,
    ]);
  });

  describe('given the days before the chosen day read apart', () => {
    it('should wait for both parts, then show the earlier days first', () => {
      const earlier = [{ ...exampleAppointment, id: 500 }];
      const fromDay = times(2);
      expect(listStateOf(reads({ pages: [fromDay], earlier: part({}) }))).toMatchObject({
        status: 'loading',
      });
      expect(listStateOf(reads({ pages: [fromDay], earlier: part({ failed: true }) }))).toMatchObject({
        status: 'error',
      });
      const state = listStateOf(reads({ pages: [fromDay], earlier: part({ pages: [earlier] }) }));
      expect(state).not.toHaveProperty('earlier');
      expect(state.status === 'results' && state.appointments.map(({ id }) => id)).toEqual([500, 1, 2]);
    });

    it('should say that more earlier times may load between them', () => {
      const earlier = part({ pages: [times(appointmentPageSize)], hasMore: true, loadingMore: true });
      expect(listStateOf(reads({ pages: [times(2)], earlier }))).toMatchObject({
        status: 'results',
        more: 'none',
        earlier: 'loading',
      });
    });
  });
});
