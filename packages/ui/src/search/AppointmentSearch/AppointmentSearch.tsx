import {
  type AppointmentWire,
  type FilterChange,
  type ListState,
  type SearchFilter as SearchFilterValue,
  type TimeOfDay,
  timesOfDay,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../Breadcrumbs';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { Tabs } from '../../Tabs';
import { AppointmentList, type ClinicSuggestion } from '../AppointmentList';
import { SearchFilter, type SearchFilterOptions } from '../SearchFilter';
import { infoText, loadingFilter, root, title as titleStyle } from './AppointmentSearch.css';

const noOptions: SearchFilterOptions = { clinics: [], specialties: [], practitioners: [] };
const ignoreChange = () => {};

export interface AppointmentSearchProps {
  /** The page's heading, e.g. 'Book as a private customer'. */
  title: string;
  /** The path to this page, this page last. */
  breadcrumbs: readonly Crumb[];
  /** The list's info box, when the customer type has one. Default: none. */
  info?: string;
  /** The chosen specialty's reservation information. Default: none. */
  specialtyInfo?: { title: string; text: string };
  /** Shown instead of the filter and the list, e.g. the occupational list's blocked states. Default: none. */
  blocked?: ReactNode;
  filter: SearchFilterValue;
  /** The filter's choices; `null` while they load (skeleton rows show instead). */
  options: SearchFilterOptions | null;
  /** Days with free times, `yyyy-mm-dd`, marked in the calendar. Default: none. */
  availableDates?: ReadonlySet<string>;
  /** Called with each month, `yyyy-mm`, the start date's calendar shows. Default: none. */
  onCalendarMonthChange?: (month: string) => void;
  /** Today in Helsinki, `yyyy-mm-dd`. */
  today: string;
  /** Every change of the filter or of the time-of-day tab. */
  onFilterChange: (change: FilterChange) => void;
  /** The list's state (domain `nextListState`). */
  state: ListState<AppointmentWire>;
  /** The address of a time's reservation page. */
  reserveHref: (appointment: AppointmentWire) => string;
  onRetry: () => void;
  onLoadMore: () => void;
  /** The chosen practitioner's clinics, suggested when nothing matches. Default: none. */
  practitionerClinics?: readonly ClinicSuggestion[];
}

/**
 * An appointment list page (booking.md §2 item 2): breadcrumbs, heading, the optional info box,
 * the filter, the time-of-day tabs and the list.
 */
export function AppointmentSearch({
  title,
  breadcrumbs,
  info,
  specialtyInfo,
  blocked,
  filter,
  options,
  availableDates,
  onCalendarMonthChange,
  today,
  onFilterChange,
  state,
  reserveHref,
  onRetry,
  onLoadMore,
  practitionerClinics,
}: AppointmentSearchProps) {
  const LL = useWords();
  const words = LL.search;
  const list = (
    <AppointmentList
      state={state}
      reserveHref={reserveHref}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
      onShowDay={(date) => onFilterChange({ type: 'startDate', date })}
      clinicChosen={filter.clinicIds.length > 0}
      practitionerClinics={practitionerClinics}
      onShowClinics={(clinicIds) => onFilterChange({ type: 'clinics', clinicIds })}
    />
  );
  return (
    <div className={root}>
      <Breadcrumbs label={LL.components.breadcrumbs.label()} items={breadcrumbs} />
      <h1 className={titleStyle}>{title}</h1>
      {info !== undefined && (
        <Notice tone="info">
          <p className={infoText}>{info}</p>
        </Notice>
      )}
      {blocked ?? (
        <>
          {options === null ? (
            // While the choices load, the filter itself, empty and inert, holds their place: the same
            // size in every layout, so nothing below it moves when they arrive.
            <div className={loadingFilter} data-state="loading">
              <Skeleton label={LL.components.loading()} shape="rows" count={0} />
              <div inert aria-hidden="true">
                <SearchFilter filter={filter} options={noOptions} today={today} onChange={ignoreChange} />
              </div>
            </div>
          ) : (
            <SearchFilter
              filter={filter}
              options={options}
              availableDates={availableDates}
              onCalendarMonthChange={onCalendarMonthChange}
              today={today}
              onChange={onFilterChange}
            />
          )}
          {specialtyInfo !== undefined && (
            <Notice tone="info" title={specialtyInfo.title}>
              <p className={infoText}>{specialtyInfo.text}</p>
            </Notice>
          )}
          <Tabs<TimeOfDay>
            label={words.timeOfDay.label()}
            appearance="pill"
            value={filter.timeOfDay}
            onValueChange={(timeOfDay) => onFilterChange({ type: 'timeOfDay', timeOfDay })}
            items={timesOfDay.map((timeOfDay) => ({
              value: timeOfDay,
              label: words.timeOfDay[timeOfDay](),
              content: timeOfDay === filter.timeOfDay ? list : null,
            }))}
          />
        </>
      )}
    </div>
  );
}
