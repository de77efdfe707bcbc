import { parseIsoDate } from '../calendar/calendar';
import { forcesIncludeRemote } from '../catalogue/places';
import {
  type FilterChange,
  type FilterContext,
  isIncludeRemoteLocked,
  isSpecialtyFilterDisabled,
  kela65SpecialtyIds,
  laterDate,
  type SearchFilter,
  uniqueIds,
} from './filter';

/**
 * The filter after one change by a person (booking.md §5 "Filter"):
 * - the start date is never before today, and the end date follows it when it would be earlier;
 * - choosing a specialty of the remote list turns remote times on, and they stay on while it is chosen;
 * - choosing a practitioner clears the specialties (a kela65 list keeps its fixed specialty) and
 *   turns remote times on, since a practitioner's remote times are theirs too;
 * - the kela65 list's specialties cannot change.
 *
 * A refused change (an unreadable date, a kela65 specialty change, turning remote times off
 * while they are forced) answers the same filter object, so a view can tell nothing happened.
 */
export function applyFilterChange(
  filter: SearchFilter,
  change: FilterChange,
  { today }: FilterContext,
): SearchFilter {
  switch (change.type) {
    case 'startDate': {
      if (parseIsoDate(change.date) === null) return filter;
      const startDate = laterDate(change.date, today);
      return { ...filter, startDate, endDate: laterDate(filter.endDate, startDate) };
    }
    case 'endDate':
      if (parseIsoDate(change.date) === null) return filter;
      return { ...filter, endDate: laterDate(change.date, filter.startDate) };
    case 'clinics':
      return { ...filter, clinicIds: uniqueIds(change.clinicIds) };
    case 'specialties': {
      if (isSpecialtyFilterDisabled(filter)) return filter;
      const specialtyIds = uniqueIds(change.specialtyIds);
      const includeRemote = filter.includeRemote || specialtyIds.some(forcesIncludeRemote);
      return { ...filter, specialtyIds, includeRemote };
    }
    case 'practitioners': {
      const practitionerIds = uniqueIds(change.practitionerIds);
      const added = practitionerIds.some((id) => !filter.practitionerIds.includes(id));
      if (!added) return { ...filter, practitionerIds };
      const specialtyIds = isSpecialtyFilterDisabled(filter) ? kela65SpecialtyIds : [];
      return { ...filter, practitionerIds, specialtyIds, includeRemote: true };
    }
    case 'includeRemote':
      if (!change.includeRemote && isIncludeRemoteLocked(filter)) return filter;
      return { ...filter, includeRemote: change.includeRemote };
    case 'timeOfDay':
      return { ...filter, timeOfDay: change.timeOfDay };
    default:
      return change satisfies never;
  }
}
