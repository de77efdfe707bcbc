import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialListState,
  type ListEvent,
  type ListState,
  listActions,
  nextListState,
  pendingListRequest,
} from './list';

type Appointment = { readonly id: number; readonly startDate: string };
const appointment = (id: number): Appointment => ({
  id,
  startDate: new Date(Date.UTC(2025, 5, 2 + (id % 40), 8)).toISOString(),
});
const page = (from: number, length: number) => Array.from({ length }, (_, i) => appointment(from + i));
const full = page(0, 20);

const states = {
  loading: { status: 'loading', requestId: 1 },
  results: { status: 'results', requestId: 1, appointments: full, more: 'available' },
  resultsLoadingMore: { status: 'results', requestId: 2, appointments: full, more: 'loading' },
  resultsMoreFailed: { status: 'results', requestId: 2, appointments: full, more: 'failed' },
  resultsAll: { status: 'results', requestId: 1, appointments: page(0, 3), more: 'none' },
  emptySearching: { status: 'empty', requestId: 1, suggestions: { status: 'loading' } },
  emptyDone: { status: 'empty', requestId: 1, suggestions: { status: 'ready', days: [] } },
  error: { status: 'error', requestId: 1 },
} satisfies Record<string, ListState<Appointment>>;
type StateName = keyof typeof states;

// Answers name request 1 or 2; each state above is waiting for at most one of them.
const events = {
  search: { type: 'search' },
  retry: { type: 'retry' },
  loadMore: { type: 'loadMore' },
  fullPage1: { type: 'pageLoaded', requestId: 1, appointments: full },
  shortPage1: { type: 'pageLoaded', requestId: 1, appointments: page(0, 3) },
  emptyPage1: { type: 'pageLoaded', requestId: 1, appointments: [] },
  shortPage2: { type: 'pageLoaded', requestId: 2, appointments: page(20, 5) },
  fullPage2: { type: 'pageLoaded', requestId: 2, appointments: page(20, 20) },
  pageFailed1: { type: 'pageFailed', requestId: 1 },
  pageFailed2: { type: 'pageFailed', requestId: 2 },
  suggestions1: { type: 'suggestionsLoaded', requestId: 1, appointments: [appointment(3), appointment(1)] },
  suggestionsFailed1: { type: 'suggestionsFailed', requestId: 1 },
} satisfies Record<string, ListEvent<Appointment>>;
type EventName = keyof typeof events;

const transitions: [StateName, EventName, ListState<Appointment>][] = [
  ['loading', 'search', { status: 'loading', requestId: 2 }],
  ['loading', 'fullPage1', states.results],
  ['loading', 'shortPage1', states.resultsAll],
  ['loading', 'emptyPage1', states.emptySearching],
  ['loading', 'pageFailed1', states.error],
  ['results', 'search', { status: 'loading', requestId: 2 }],
  ['results', 'loadMore', states.resultsLoadingMore],
  ['resultsLoadingMore', 'search', { status: 'loading', requestId: 3 }],
  [
    'resultsLoadingMore',
    'shortPage2',
    { ...states.resultsLoadingMore, appointments: page(0, 25), more: 'none' },
  ],
  [
    'resultsLoadingMore',
    'fullPage2',
    { ...states.resultsLoadingMore, appointments: page(0, 40), more: 'available' },
  ],
  ['resultsLoadingMore', 'pageFailed2', states.resultsMoreFailed],
  ['resultsMoreFailed', 'search', { status: 'loading', requestId: 3 }],
  ['resultsMoreFailed', 'loadMore', { ...states.resultsLoadingMore, requestId: 3 }],
  ['resultsAll', 'search', { status: 'loading', requestId: 2 }],
  ['emptySearching', 'search', { status: 'loading', requestId: 2 }],
  [
    'emptySearching',
    'suggestions1',
    { ...states.emptySearching, suggestions: { status: 'ready', days: [appointment(1), appointment(3)] } },
  ],
  ['emptySearching', 'suggestionsFailed1', states.emptyDone],
  ['emptyDone', 'search', { status: 'loading', requestId: 2 }],
  ['error', 'search', { status: 'loading', requestId: 2 }],
  ['error', 'retry', { status: 'loading', requestId: 2 }],
];

describe('nextListState', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextListState<Appointment>(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextListState<Appointment>(states[state], events[event])).toBe(states[state]);
  });

  it('should ignore the answer of a search that a newer one replaced', () => {
    const replaced = nextListState<Appointment>(initialListState, events.search);
    expect(nextListState(replaced, events.fullPage1)).toBe(replaced);
    expect(nextListState(replaced, { ...events.fullPage1, requestId: 2 })).toEqual({
      ...states.results,
      requestId: 2,
    });
  });
});

describe('pendingListRequest and listActions', () => {
  it.each([
    ['loading', { kind: 'page', requestId: 1, offset: 0 }, []],
    ['results', null, ['loadMore']],
    ['resultsLoadingMore', { kind: 'page', requestId: 2, offset: 20 }, []],
    ['resultsMoreFailed', null, ['loadMore']],
    ['resultsAll', null, []],
    ['emptySearching', { kind: 'suggestions', requestId: 1 }, []],
    ['emptyDone', null, []],
    ['error', null, ['retry']],
  ] as const)('in %s should wait for %j and offer %j', (state, request, actions) => {
    expect(pendingListRequest(states[state])).toEqual(request);
    expect(listActions(states[state])).toEqual(actions);
  });
});

describe('any sequence of events', () => {
  const anyEvent = fc.oneof(
    fc.constantFrom<ListEvent<Appointment>>(events.search, events.retry, events.loadMore),
    fc.record({
      type: fc.constantFrom('pageLoaded' as const, 'suggestionsLoaded' as const),
      requestId: fc.integer({ min: 0, max: 8 }),
      appointments: fc.integer({ min: 0, max: 21 }).map((n) => page(0, n)),
    }),
    fc.record({
      type: fc.constantFrom('pageFailed' as const, 'suggestionsFailed' as const),
      requestId: fc.integer({ min: 0, max: 8 }),
    }),
  );

  it('should never lower the request number, and keep results non-empty', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (sequence) => {
        let state: ListState<Appointment> = initialListState;
        for (const event of sequence) {
          const after = nextListState(state, event);
          expect(after.requestId).toBeGreaterThanOrEqual(state.requestId);
          if (after.status === 'results') expect(after.appointments.length).toBeGreaterThan(0);
          if (after.status === 'empty' && after.suggestions.status === 'ready') {
            expect(after.suggestions.days.length).toBeLessThanOrEqual(5);
          }
          state = after;
        }
      }),
    );
  });

  it('should answer only the newest request', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (sequence) => {
        let state: ListState<Appointment> = initialListState;
        for (const event of sequence) {
          const after = nextListState(state, event);
          const answers = 'requestId' in event;
          if (answers && event.requestId !== state.requestId) expect(after).toBe(state);
          state = after;
        }
      }),
    );
  });
});
