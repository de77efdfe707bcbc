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
  ...overrides,
});

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
});
