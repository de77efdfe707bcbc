import {
  type AppointmentWire,
  type CustomerType,
  dayToShow,
  formatDate,
  groupByDay,
  helsinkiInstant,
  type Lang,
  type ListState,
  listActions,
  toCalendarDate,
} from '@portal/domain';
import { Fragment, useEffect, useId, useRef } from 'react';
import { Button } from '../../Button';
import { EmptyState } from '../../EmptyState';
import { useLang, useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { day, dayHeading, dayList, list, more, root } from './AppointmentList.css';
import { AppointmentRow } from './AppointmentRow';
import { EmptySuggestions, type EmptySuggestionsProps } from './EmptySuggestions';

const locales: Record<Lang, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-GB' };

/** A Helsinki day with its weekday in the page language, long ("tiistai 17.11.2026") or short ("ti"). */
function dayLabelOf(date: string, lang: Lang, weekday: 'long' | 'short'): string {
  const noon = helsinkiInstant(toCalendarDate(date), 12);
  const name = new Intl.DateTimeFormat(locales[lang], { weekday, timeZone: 'Europe/Helsinki' }).format(noon);
  return `${name} ${formatDate(noon)}`;
}

export interface AppointmentListProps extends Omit<EmptySuggestionsProps, 'days'> {
  /** The list's state, from the domain's `nextListState`. */
  state: ListState<AppointmentWire>;
  /** The address of a time's reservation page (domain `reserveLink`). */
  reserveHref: (appointment: AppointmentWire) => string;
  /** Searches again after a failure. */
  onRetry: () => void;
  /** Loads the next page. */
  onLoadMore: () => void;
  /** Loads the next page of the times before the chosen day (`state.earlier`). Default: nothing. */
  onLoadEarlier?: () => void;
  /**
   * The start date the person chose, `yyyy-mm-dd`: the list searches from the week and month around
   * it, and brings its day into view when earlier days come first. Default: none.
   */
  startDate?: string;
  /** The clinics chosen; times elsewhere say they are at a nearby clinic. Default: none. */
  chosenClinicIds?: readonly string[];
  /** The list's customer type, which decides whether a price shows. Default `'private'`. */
  customerType?: CustomerType;
}

/**
 * The appointment list (booking.md §4 "List", §8, §9): skeleton blocks while searching, the times
 * under their days' headings with Show more while more may follow, the search error with Retry, or
 * no matches with other days, clinics and the practitioner's clinics to try. The state shows as
 * `data-state`. The skeleton is silent: the search page's one live region says what happens.
 */
export function AppointmentList({
  state,
  reserveHref,
  onRetry,
  onLoadMore,
  onLoadEarlier = () => {},
  startDate,
  chosenClinicIds = [],
  customerType = 'private',
  ...suggestions
}: AppointmentListProps) {
  const words = useWords().search;
  const lang = useLang();
  const idPrefix = useId();
  const actions = listActions(state);
  const groups = state.status === 'results' ? groupByDay(state.appointments) : [];
  const shownDay = startDate === undefined ? null : dayToShow(groups, startDate);
  // More of the earlier days may load between them and the chosen day: the control stands there.
  const earlier = state.status === 'results' ? (state.earlier ?? 'none') : 'none';
  const firstFromDay = startDate === undefined ? -1 : groups.findIndex((group) => group.date >= startDate);
  const gapAt = earlier === 'none' ? -1 : firstFromDay < 0 ? groups.length : firstFromDay;
  const earlierControl = startDate !== undefined && (
    <li className={more} data-more={earlier} data-part="earlier">
      {earlier === 'failed' && <Notice tone="danger" title={words.results.earlierFailed()} />}
      <Button
        variant="secondary"
        onPress={onLoadEarlier}
        busy={earlier === 'loading'}
        busyLabel={words.results.loadingMore()}
      >
        {words.results.showEarlier({ date: dayLabelOf(startDate, lang, 'short') })}
      </Button>
    </li>
  );

  // Once per chosen start date, the first day on or after it is scrolled to the top, at once (no
  // smooth scrolling, which would keep the page moving): earlier days of its week come first.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (shownDay === null || startDate === undefined || scrolledFor.current === startDate) return;
    scrolledFor.current = startDate;
    document
      .getElementById(`${idPrefix}-${shownDay}`)
      ?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [shownDay, startDate, idPrefix]);

  return (
    <div className={root} data-state={state.status}>
      {(() => {
        switch (state.status) {
          case 'loading':
            return <Skeleton label={words.results.loading()} shape="blocks" announce={false} />;
          case 'error':
            return (
              <Notice tone="danger" title={words.results.error()}>
                {actions.includes('retry') && (
                  <Button variant="secondary" onPress={onRetry}>
                    {words.results.retry()}
                  </Button>
                )}
              </Notice>
            );
          case 'empty':
            return (
              <>
                <EmptyState title={words.empty.title()} text={words.empty.text()} headingLevel={3} />
                <EmptySuggestions {...suggestions} days={state.suggestions} />
              </>
            );
          case 'results':
            return (
              <>
                <ul className={list} aria-label={words.results.label()}>
                  {groups.map((group, index) => {
                    const headingId = `${idPrefix}-${group.date}`;
                    const shortLabel = dayLabelOf(group.date, lang, 'short');
                    return (
                      <Fragment key={group.date}>
                        {index === gapAt && earlierControl}
                        <li className={day} data-chosen={group.date === shownDay || undefined}>
                          <h3 id={headingId} className={dayHeading}>
                            {dayLabelOf(group.date, lang, 'long')}
                          </h3>
                          <ul className={dayList} aria-labelledby={headingId}>
                            {group.appointments.map((appointment) => (
                              <AppointmentRow
                                key={appointment.id}
                                appointment={appointment}
                                href={reserveHref(appointment)}
                                dayLabel={shortLabel}
                                chosenClinicIds={chosenClinicIds}
                                customerType={customerType}
                              />
                            ))}
                          </ul>
                        </li>
                      </Fragment>
                    );
                  })}
                  {gapAt === groups.length && earlierControl}
                </ul>
                <div className={more} data-more={state.more}>
                  {state.more === 'failed' && <Notice tone="danger" title={words.results.moreFailed()} />}
                  {(actions.includes('loadMore') || state.more === 'loading') && (
                    <Button
                      variant="secondary"
                      onPress={onLoadMore}
                      busy={state.more === 'loading'}
                      busyLabel={words.results.loadingMore()}
                    >
                      {words.results.showMore()}
                    </Button>
                  )}
                </div>
              </>
            );
          default:
            return state satisfies never;
        }
      })()}
    </div>
  );
}
