import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyChange, anyOpeningFilter, today } from './arbitraries';
import { applyFilterChange } from './change';
import {
  defaultFilter,
  type FilterChange,
  isIncludeRemoteLocked,
  isSpecialtyFilterDisabled,
  isValidFilter,
  type SearchFilter,
} from './filter';

const context = { today };
const privateFilter = defaultFilter('private', today);
const kela65Filter = defaultFilter('kela65', today);
const apply = (filter: SearchFilter, ...changes: FilterChange[]) =>
  changes.reduce((current, change) => applyFilterChange(current, change, context), filter);

describe('defaultFilter', () => {
  it('should open from today with nothing chosen', () => {
    expect(privateFilter).toEqual({
      startDate: today,
      endDate: today,
      clinicIds: [],
      specialtyIds: [],
      practitionerIds: [],
      includeRemote: false,
      timeOfDay: 'all',
      customerType: 'private',
    });
  });

  it('should give the kela65 list its fixed specialty and disable the specialty filter', () => {
    expect(kela65Filter.specialtyIds).toEqual(['Y65P', 'Y65D', 'Y65V']);
    expect(isSpecialtyFilterDisabled(kela65Filter)).toBe(true);
    expect(isSpecialtyFilterDisabled(privateFilter)).toBe(false);
  });
});

describe('applyFilterChange', () => {
  describe('given a start date', () => {
    it.each([
      ['2025-06-10', '2025-06-10', '2025-06-10'],
      ['2025-06-02', '2025-06-02', '2025-06-02'],
      ['2025-05-30', '2025-06-02', '2025-06-02'],
      ['2024-12-24', '2025-06-02', '2025-06-02'],
    ])('%s should start the search on %s and end it on %s', (date, start, end) => {
      const filter = apply(privateFilter, { type: 'startDate', date });
      expect([filter.startDate, filter.endDate]).toEqual([start, end]);
    });

    it('should keep a later end date', () => {
      const filter = apply(
        privateFilter,
        { type: 'endDate', date: '2025-07-01' },
        { type: 'startDate', date: '2025-06-15' },
      );
      expect([filter.startDate, filter.endDate]).toEqual(['2025-06-15', '2025-07-01']);
    });

    it('should refuse an unreadable date', () => {
      expect(applyFilterChange(privateFilter, { type: 'startDate', date: '31.6.2025' }, context)).toBe(
        privateFilter,
      );
    });
  });

  describe('given an end date before the start', () => {
    it('should end on the start date', () => {
      const filter = apply(
        privateFilter,
        { type: 'startDate', date: '2025-06-20' },
        { type: 'endDate', date: '2025-06-05' },
      );
      expect(filter.endDate).toBe('2025-06-20');
    });
  });

  describe('given specialties', () => {
    it.each([
      [['YLE'], false],
      [['PSY'], true],
      [['YLE', 'GYN'], true],
      [['KA'], true],
      [['HP'], true],
      [[], false],
    ])('%j should turn remote times on: %s', (specialtyIds, includeRemote) => {
      expect(apply(privateFilter, { type: 'specialties', specialtyIds }).includeRemote).toBe(includeRemote);
    });

    it('should keep remote times on while a remote-list specialty is chosen', () => {
      const filter = apply(privateFilter, { type: 'specialties', specialtyIds: ['PSY'] });
      expect(isIncludeRemoteLocked(filter)).toBe(true);
      expect(applyFilterChange(filter, { type: 'includeRemote', includeRemote: false }, context)).toBe(
        filter,
      );
    });

    it('should let remote times off once the remote-list specialty is gone', () => {
      const filter = apply(
        privateFilter,
        { type: 'specialties', specialtyIds: ['PSY'] },
        { type: 'specialties', specialtyIds: ['YLE'] },
        { type: 'includeRemote', includeRemote: false },
      );
      expect(filter.includeRemote).toBe(false);
    });

    it('should not change the kela65 specialty', () => {
      expect(applyFilterChange(kela65Filter, { type: 'specialties', specialtyIds: ['YLE'] }, context)).toBe(
        kela65Filter,
      );
    });

    it('should keep each id once', () => {
      expect(
        apply(privateFilter, { type: 'specialties', specialtyIds: ['YLE', 'YLE', ''] }).specialtyIds,
      ).toEqual(['YLE']);
    });
  });

  describe('given a practitioner is chosen', () => {
    it('should clear the specialties and turn remote times on', () => {
      const filter = apply(
        privateFilter,
        { type: 'specialties', specialtyIds: ['ORT'] },
        {
          type: 'practitioners',
          practitionerIds: ['p1'],
        },
      );
      expect(filter).toMatchObject({ practitionerIds: ['p1'], specialtyIds: [], includeRemote: true });
    });

    it('should keep the kela65 fixed specialty', () => {
      const filter = apply(kela65Filter, { type: 'practitioners', practitionerIds: ['p1'] });
      expect(filter).toMatchObject({ specialtyIds: kela65Filter.specialtyIds, includeRemote: true });
    });

    it('should leave specialties chosen afterwards when a practitioner is only removed', () => {
      const filter = apply(
        privateFilter,
        { type: 'practitioners', practitionerIds: ['p1', 'p2'] },
        { type: 'specialties', specialtyIds: ['ORT'] },
        { type: 'practitioners', practitionerIds: ['p2'] },
      );
      expect(filter).toMatchObject({ practitionerIds: ['p2'], specialtyIds: ['ORT'] });
    });
  });

  describe('given clinics, remote times and a time of day', () => {
    it('should take them as chosen', () => {
      const filter = apply(
        privateFilter,
        { type: 'clinics', clinicIds: ['ESP1', 'HKI1', 'ESP1'] },
        { type: 'includeRemote', includeRemote: true },
        { type: 'timeOfDay', timeOfDay: 'evening' },
      );
      expect(filter).toMatchObject({
        clinicIds: ['ESP1', 'HKI1'],
        includeRemote: true,
        timeOfDay: 'evening',
      });
    });
  });

  it('should keep every rule whatever a person does', () => {
    fc.assert(
      fc.property(anyOpeningFilter, fc.array(anyChange, { maxLength: 30 }), (opening, changes) => {
        expect(isValidFilter(apply(opening, ...changes), context)).toBe(true);
      }),
    );
  });

  it('should keep the customer type whatever a person does', () => {
    fc.assert(
      fc.property(anyOpeningFilter, fc.array(anyChange, { maxLength: 30 }), (opening, changes) => {
        expect(apply(opening, ...changes).customerType).toBe(opening.customerType);
      }),
    );
  });
});

describe('isValidFilter', () => {
  it.each([
    ['a start before today', { ...privateFilter, startDate: '2025-06-01' }],
    ['an end before the start', { ...privateFilter, endDate: '2025-06-01' }],
    ['an unreadable date', { ...privateFilter, endDate: 'soon' }],
    ['an id twice', { ...privateFilter, clinicIds: ['A', 'A'] }],
    ['a remote-list specialty without remote times', { ...privateFilter, specialtyIds: ['PSY'] }],
    ['a kela65 list with another specialty', { ...kela65Filter, specialtyIds: ['YLE'] }],
  ])('should refuse %s', (_, filter) => {
    expect(isValidFilter(filter, context)).toBe(false);
  });
});
