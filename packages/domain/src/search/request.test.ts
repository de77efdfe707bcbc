import { describe, expect, it } from 'vitest';
import { defaultFilter } from './filter';
import {
  availableDatesParams,
  expandClinicIds,
  hasMore,
  listPartParams,
  monthDatesParams,
  searchRequestParams,
} from './request';

const clinics = [
  { id: 'ESP1', municipality: 'Espoo' },
  { id: 'ESP2', municipality: 'Espoo' },
  { id: 'HKI1', municipality: 'Helsinki' },
  { id: 'VAN1', municipality: 'Vantaa' },
  { id: 'KER1', municipality: 'Kerava' },
  { id: 'JAR1', municipality: 'Järvenpää' },
  { id: 'TUU1', municipality: 'Tuusula' },
  { id: 'HYV1', municipality: 'Hyvinkää' },
  { id: 'RMT', municipality: 'Etä' },
];

describe('expandClinicIds', () => {
  it.each([
    [[], []],
    [['ESP1'], ['ESP1', 'HKI1', 'VAN1']],
    [['HKI1'], ['HKI1']],
    [['VAN1'], ['VAN1', 'ESP1', 'ESP2', 'HKI1', 'KER1']],
    [['HYV1'], ['HYV1', 'JAR1', 'TUU1']],
    [
      ['KER1', 'JAR1'],
      ['KER1', 'JAR1', 'TUU1'],
    ],
    [['RMT'], ['RMT']],
    [['UNKNOWN'], ['UNKNOWN']],
  ])('%j should search %j', (chosen, expected) => {
    expect(expandClinicIds(chosen, clinics)).toEqual(expected);
  });
});

describe('searchRequestParams', () => {
  // Monday 2 June 2025 at 10.30 in Helsinki.
  const now = new Date('2025-06-02T07:30:00Z');
  const filter = { ...defaultFilter('private', '2025-06-02'), clinicIds: ['ESP1'], specialtyIds: ['YLE'] };

  it('should search the month calendar from now, with the neighbouring clinics', () => {
    expect(searchRequestParams(filter, { now, offset: 0, lang: 'fi', clinics })).toEqual({
      startDate: '2025-06-02T07:30:00.000Z',
      endDate: '2025-07-06T21:00:00.000Z',
      clinicIds: ['ESP1', 'HKI1', 'VAN1'],
      specialtyIds: ['YLE'],
      practitionerIds: [],
      includeRemote: false,
      timeOfDay: 'all',
      isOccupationalHealthcare: false,
      isInsuranceCustomer: false,
      isKela65: false,
      lang: 'fi',
      offset: 0,
    });
  });

  it('should narrow the span to the time of day', () => {
    const evening = searchRequestParams(
      { ...filter, timeOfDay: 'evening' },
      { now, offset: 20, lang: 'sv', clinics },
    );
    expect(evening).toMatchObject({
      startDate: '2025-06-02T13:00:00.000Z',
      endDate: '2025-07-06T18:00:00.000Z',
      timeOfDay: 'evening',
      offset: 20,
      lang: 'sv',
    });
  });

  it.each([
    ['private', [false, false, false]],
    ['occupational', [true, false, false]],
    ['insurance', [false, true, false]],
    ['kela65', [false, false, true]],
  ] as const)('for %s customers should set the flags %j', (customerType, flags) => {
    const params = availableDatesParams(defaultFilter(customerType, '2025-06-02'), { now, clinics });
    expect([params.isOccupationalHealthcare, params.isInsuranceCustomer, params.isKela65]).toEqual(flags);
  });

  it.each([-20, 1.5, Number.NaN])('should refuse the offset %s', (offset) => {
    expect(() => searchRequestParams(filter, { now, offset, lang: 'fi', clinics })).toThrow(RangeError);
  });
});

describe('hasMore', () => {
  it.each([
    [0, false],
    [19, false],
    [20, true],
  ])('after a page of %i should answer %s', (length, expected) => {
    expect(hasMore(length)).toBe(expected);
  });
});

describe('monthDatesParams', () => {
  // Monday 2 June 2025 at 10.30 in Helsinki; the filter starts in June.
  const now = new Date('2025-06-02T07:30:00Z');
  const filter = { ...defaultFilter('private', '2025-06-02'), clinicIds: ['ESP1'], includeRemote: true };

  it('should ask for the next month over its calendar weeks, with the same criteria', () => {
    expect(monthDatesParams(filter, '2025-07', { now, clinics })).toMatchObject({
      // Monday 30 June to the end of Sunday 3 August, Helsinki time.
      startDate: '2025-06-29T21:00:00.000Z',
      endDate: '2025-08-03T21:00:00.000Z',
      clinicIds: ['ESP1', 'HKI1', 'VAN1'],
      includeRemote: true,
    });
  });

  it('should ask for the month of today from now on', () => {
    expect(monthDatesParams(filter, '2025-06', { now, clinics })?.startDate).toBe('2025-06-02T07:30:00.000Z');
  });

  it.each(['2025-05', '2024-12', 'June', '2025-13'])('should not ask for %s', (month) => {
    expect(monthDatesParams(filter, month, { now, clinics })).toBeNull();
  });
});

describe('listPartParams', () => {
  // Monday 2 June 2025 at 10.30 in Helsinki; the person chose Thursday 5 June.
  const now = new Date('2025-06-02T07:30:00Z');
  const filter = {
    ...defaultFilter('private', '2025-06-02'),
    startDate: '2025-06-05',
    endDate: '2025-06-05',
  };
  const options = { now, offset: 0, lang: 'en', clinics } as const;

  describe('given a chosen day after the start of the widened range', () => {
    it('should search the days before it apart from the times of the day on', () => {
      expect(listPartParams(filter, 'beforeDay', options)).toMatchObject({
        startDate: '2025-06-02T07:30:00.000Z',
        endDate: '2025-06-04T21:00:00.000Z',
      });
      expect(listPartParams(filter, 'fromDay', options)).toMatchObject({
        startDate: '2025-06-04T21:00:00.000Z',
        endDate: '2025-07-06T21:00:00.000Z',
      });
    });

    it('should start the day at its time-of-day tab', () => {
      expect(listPartParams({ ...filter, timeOfDay: 'evening' }, 'fromDay', options)).toMatchObject({
        startDate: '2025-06-05T13:00:00.000Z',
        endDate: '2025-07-06T18:00:00.000Z',
      });
    });
  });

  describe('given the chosen day is where the range starts', () => {
    it('should search the whole range as one', () => {
      const today = { ...filter, startDate: '2025-06-02', endDate: '2025-06-02' };
      expect(listPartParams(today, 'beforeDay', options)).toBeNull();
      expect(listPartParams(today, 'fromDay', options)).toEqual(searchRequestParams(today, options));
    });
  });
});
