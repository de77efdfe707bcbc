import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery } from '../routes/query';
import { anyValidFilter, today } from './arbitraries';
import { defaultFilter, isValidFilter } from './filter';
import { filterToQuery, listPath, queryToFilter } from './query';

const privateFilter = defaultFilter('private', today);

describe('listPath', () => {
  it.each([
    ['fi', 'private', '/fi/ajanvaraus/yksityisasiakas?startDate=2025-06-02'],
    ['sv', 'insurance', '/sv/tidsbokning/forsakring?startDate=2025-06-02'],
    ['en', 'kela65', '/en/booking/kela65?startDate=2025-06-02'],
    ['fi', 'occupational', '/fi/ajanvaraus/tyoterveys?startDate=2025-06-02'],
  ] as const)('in %s for %s should be %s', (lang, customerType, expected) => {
    expect(listPath(lang, defaultFilter(customerType, today))).toBe(expected);
  });

  it('should carry every choice of the filter', () => {
    const filter = {
      ...privateFilter,
      endDate: '2025-06-30',
      clinicIds: ['ESP1'],
      specialtyIds: ['PSY', 'YLE'],
      practitionerIds: ['p 1'],
      includeRemote: true,
      timeOfDay: 'morning' as const,
    };
    expect(listPath('en', filter)).toBe(
      '/en/booking/private-customer?startDate=2025-06-02&endDate=2025-06-30&clinicIds=ESP1' +
        '&specialtyIds=PSY&specialtyIds=YLE&practitionerIds=p%201&includeRemote=true&time=morning',
    );
  });
});

describe('queryToFilter', () => {
  it.each([
    ['nothing', {}, privateFilter],
    ['a past start', { startDate: '2025-01-01' }, privateFilter],
    ['an unreadable start', { startDate: '2025-13-01' }, privateFilter],
    [
      'an end before the start',
      { startDate: '2025-06-10', endDate: '2025-06-09' },
      { ...privateFilter, startDate: '2025-06-10', endDate: '2025-06-10' },
    ],
    ['an unknown time of day', { time: 'night' }, privateFilter],
    ['includeRemote other than true', { includeRemote: 'yes' }, privateFilter],
    [
      'a remote-list specialty',
      { specialtyIds: 'GYN' },
      { ...privateFilter, specialtyIds: ['GYN'], includeRemote: true },
    ],
    [
      'comma-separated ids',
      { clinicIds: 'ESP1,HKI1,ESP1' },
      { ...privateFilter, clinicIds: ['ESP1', 'HKI1'] },
    ],
  ])('given %s should answer a filter that keeps the rules', (_, query, expected) => {
    expect(queryToFilter(query, today, 'private')).toEqual(expected);
  });

  it('should give the kela65 list its fixed specialty whatever the address says', () => {
    expect(queryToFilter({ specialtyIds: 'YLE' }, today, 'kela65').specialtyIds).toEqual([
      'Y65P',
      'Y65D',
      'Y65V',
    ]);
  });

  it('should read URLSearchParams', () => {
    const params = new URLSearchParams(
      'startDate=2025-06-05&practitionerIds=p1&practitionerIds=p2&time=evening',
    );
    expect(queryToFilter(params, today, 'insurance')).toMatchObject({
      startDate: '2025-06-05',
      practitionerIds: ['p1', 'p2'],
      timeOfDay: 'evening',
      customerType: 'insurance',
    });
  });

  it('should give back every filter that keeps the rules', () => {
    fc.assert(
      fc.property(anyValidFilter, (filter) => {
        expect(isValidFilter(filter, { today })).toBe(true);
        expect(queryToFilter(filterToQuery(filter), today, filter.customerType)).toEqual(filter);
      }),
    );
  });

  it('should give back every filter through the written address', () => {
    fc.assert(
      fc.property(anyValidFilter, (filter) => {
        const params = new URLSearchParams(buildQuery(filterToQuery(filter)));
        expect(queryToFilter(params, today, filter.customerType)).toEqual(filter);
      }),
    );
  });

  it('should keep the rules for any address', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }));
    const anyQuery = fc.dictionary(
      fc.constantFrom(
        'startDate',
        'endDate',
        'clinicIds',
        'specialtyIds',
        'practitionerIds',
        'includeRemote',
        'time',
      ),
      value,
    );
    fc.assert(
      fc.property(
        anyQuery,
        fc.constantFrom('private', 'kela65') as fc.Arbitrary<'private' | 'kela65'>,
        (query, type) => {
          expect(isValidFilter(queryToFilter(query, today, type), { today })).toBe(true);
        },
      ),
    );
  });
});
