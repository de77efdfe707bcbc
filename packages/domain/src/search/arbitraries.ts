import fc from 'fast-check';
import { customerTypes } from '../catalogue/customer';
import { remoteSpecialtyCodes } from '../catalogue/places';
import { timesOfDay } from '../time/time-of-day';
import { defaultFilter, type FilterChange, type SearchFilter } from './filter';

// Generators shared by the search tests; not exported from the package.

/** Today in the tests: a Monday in Helsinki summer time. */
export const today = '2025-06-02';

const isoDay = fc
  .integer({ min: -40, max: 400 })
  .map((offset) => new Date(Date.UTC(2025, 5, 2 + offset)).toISOString().slice(0, 10));

const specialty = fc.constantFrom('YLE', 'SH', 'ORT', 'IHO', ...remoteSpecialtyCodes);
const ids = (values: fc.Arbitrary<string>) => fc.uniqueArray(values, { maxLength: 3 });

/** Any change a person could make, dates from before today to a year ahead, some unreadable. */
export const anyChange: fc.Arbitrary<FilterChange> = fc.oneof(
  fc.record({ type: fc.constant('startDate' as const), date: fc.oneof(isoDay, fc.constant('2025-02-30')) }),
  fc.record({ type: fc.constant('endDate' as const), date: fc.oneof(isoDay, fc.constant('tomorrow')) }),
  fc.record({
    type: fc.constant('clinics' as const),
    clinicIds: fc.array(fc.constantFrom('ESP1', 'HKI1', 'VAN1')),
  }),
  fc.record({
    type: fc.constant('specialties' as const),
    specialtyIds: fc.array(specialty, { maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant('practitioners' as const),
    practitionerIds: fc.array(fc.constantFrom('p1', 'p2', 'p3'), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('includeRemote' as const), includeRemote: fc.boolean() }),
  fc.record({ type: fc.constant('timeOfDay' as const), timeOfDay: fc.constantFrom(...timesOfDay) }),
);

/** Any customer type's opening filter. */
export const anyOpeningFilter: fc.Arbitrary<SearchFilter> = fc
  .constantFrom(...customerTypes)
  .map((type) => defaultFilter(type, today));

/** Ids as they appear in addresses: letters, digits and a few marks, never a comma. */
const anyId = fc.stringMatching(/^[A-Za-z0-9_.äö-]{1,8}$/);

/** Any filter that keeps the rules (see `isValidFilter`), built directly rather than by changes. */
export const anyValidFilter: fc.Arbitrary<SearchFilter> = fc
  .record({
    start: fc.integer({ min: 0, max: 400 }),
    length: fc.integer({ min: 0, max: 60 }),
    clinicIds: ids(anyId),
    specialtyIds: ids(fc.oneof(anyId, specialty)),
    practitionerIds: ids(anyId),
    includeRemote: fc.boolean(),
    timeOfDay: fc.constantFrom(...timesOfDay),
    customerType: fc.constantFrom(...customerTypes),
  })
  .map(({ start, length, customerType, specialtyIds, includeRemote, ...rest }) => {
    const base = defaultFilter(customerType, today);
    const startDate = new Date(Date.UTC(2025, 5, 2 + start)).toISOString().slice(0, 10);
    const endDate = new Date(Date.UTC(2025, 5, 2 + start + length)).toISOString().slice(0, 10);
    const chosen = customerType === 'kela65' ? base.specialtyIds : specialtyIds;
    const forced = chosen.some((id) => (remoteSpecialtyCodes as readonly string[]).includes(id));
    return {
      ...base,
      ...rest,
      startDate,
      endDate,
      specialtyIds: chosen,
      includeRemote: includeRemote || forced,
    };
  });
