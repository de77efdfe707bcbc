export { type AvailablePage, availableTarget, isAvailableMatch, isAvailablePage } from './availableLink';
export { applyFilterChange } from './change';
export {
  dayToShow,
  groupByDay,
  type TimePlace,
  type TimesOfOneDay,
  timePlace,
} from './days';
export {
  addOneMonth,
  defaultFilter,
  type FilterChange,
  type FilterContext,
  infoSpecialtyOf,
  isIncludeRemoteLocked,
  isSpecialtyFilterDisabled,
  isValidFilter,
  kela65SpecialtyIds,
  type SearchFilter,
} from './filter';
export {
  initialListState,
  type ListEvent,
  type ListedAppointment,
  type ListState,
  listActions,
  type MoreStatus,
  nextListState,
  type PendingListRequest,
  pendingListRequest,
  type SuggestionsState,
} from './list';
export {
  liftUpsOf,
  type OccupationalBlock,
  type OccupationalLiftUp,
  occupationalBlockOf,
  occupationalLiftUps,
} from './occupational';
export { practitionerLabels, practitionersOfList, specialtiesOfList } from './options';
export { filterToQuery, listPages, listPath, queryToFilter, type SearchQuery } from './query';
export {
  type AppointmentSearchParams,
  type AvailableDatesParams,
  appointmentPageSize,
  availableDatesParams,
  type ClinicPlace,
  expandClinicIds,
  hasMore,
  listPartParams,
  monthDatesParams,
  type SearchRequestOptions,
  searchRequestParams,
} from './request';
export { type ReserveLinkInput, reserveLink } from './reserveLink';
export { pickAlternativeDays, suggestionRange } from './suggestions';
