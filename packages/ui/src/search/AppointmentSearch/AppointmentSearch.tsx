import {
  type AppointmentWire,
  type FilterChange,
  type ListState,
  type SearchFilter as SearchFilterValue,
  type TimeOfDay,
  timesOfDay,
} from '@portal/domain';
import { type ReactNode, useId } from 'react';
import { Breadcrumbs, type Crumb } from '../../Breadcrumbs';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { visuallyHidden } from '../../pageShell/a11y/visuallyHidden.css';
import { Skeleton } from '../../Skeleton';
import { Tabs } from '../../Tabs';
import { AppointmentList, type ClinicSuggestion } from '../AppointmentList';
import { SearchFilter, type SearchFilterOptions } from '../SearchFilter';
import {
  columns,
  filterColumn,
  infoText,
  loadingFilter,
  results,
  resultsHeading,
  root,
  title as titleStyle,
} from './AppointmentSearch.css';

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
  /** Loads more of the times before the chosen day. Default: nothing. */
  onLoadEarlier?: () => void;
  /** The chosen practitioner's clinics, suggested when nothing matches. Default: none. */
  practitionerClinics?: readonly ClinicSuggestion[];
}

/** What the page's live region says of the list: its loading, its count, or that nothing matched. */
function useAnnouncement(state: ListState<AppointmentWire>): string {
  const words = useWords().search;
  switch (state.status) {
    case 'loading':
      return words.results.loading();
    case 'results': {
      if (state.more === 'loading' || state.earlier === 'loading') return words.results.loadingMore();
      const count = state.appointments.length;
      return state.more === 'none' && (state.earlier ?? 'none') === 'none'
        ? words.results.count({ count })
        : words.results.countMore({ count });
    }
    case 'empty':
      return words.empty.title();
    // The error is an alert of its own.
    case 'error':
      return '';
    default:
      return state satisfies never;
  }
}

/**
 * An appointment list page (booking.md §2 item 2): breadcrumbs, heading, the optional info box,
 * the filter, the time-of-day tabs and the list. Where the page is wide enough, the filter stands
 * beside the times. One live region says when the times load and how many came.
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
  onLoadEarlier,
  practitionerClinics,
}: AppointmentSearchProps) {
  const LL = useWords();
  const words = LL.search;
  const resultsId = useId();
  const announcement = useAnnouncement(state);
  const list = (
    <AppointmentList
      state={state}
      reserveHref={reserveHref}
      onRetry={onRetry}
      onLoadMore={onLoadMore}
      onLoadEarlier={onLoadEarlier}
      onShowDay={(date) => onFilterChange({ type: 'startDate', date })}
      startDate={filter.startDate}
      chosenClinicIds={filter.clinicIds}
      customerType={filter.customerType}
      clinicChosen={filter.clinicIds.length > 0}
      practitionerClinics={practitionerClinics}
      onShowClinics={(clinicIds) => onFilterChange({ type: 'clinics', clinicIds })}
    />
  );
  return (
    <div className={root} data-page-width="wide">
      <Breadcrumbs label={LL.components.breadcrumbs.label()} items={breadcrumbs} />
      <h1 className={titleStyle}>{title}</h1>
      {info !== undefined && (
        <Notice tone="info">
          <p className={infoText}>{info}</p>
        </Notice>
      )}
      {blocked ?? (
        <div className={columns}>
          <div className={filterColumn}>
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
          </div>
          <section className={results} aria-labelledby={resultsId}>
            <h2 id={resultsId} className={resultsHeading}>
              {words.results.label()}
            </h2>
            <Tabs<TimeOfDay>
              label={words.timeOfDay.label()}
              appearance="pill"
              panelFocusable={false}
              value={filter.timeOfDay}
              onValueChange={(timeOfDay) => onFilterChange({ type: 'timeOfDay', timeOfDay })}
              items={timesOfDay.map((timeOfDay) => ({
                value: timeOfDay,
                label: words.timeOfDay[timeOfDay](),
                content: timeOfDay === filter.timeOfDay ? list : null,
              }))}
            />
          </section>
        </div>
      )}
      <p role="status" className={visuallyHidden}>
        {blocked === undefined ? announcement : ''}
      </p>
    </div>
  );
}
