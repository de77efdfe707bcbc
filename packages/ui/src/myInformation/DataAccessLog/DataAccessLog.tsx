import {
  type DataAccessAction,
  type DataAccessEntry,
  type DataAccessTopic,
  dataAccessPageSize,
  formatTime,
  pageCountOf,
} from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';
import { Card } from '../../Card';
import { DateText } from '../../DateText';
import { EmptyState } from '../../EmptyState';
import { ErrorView } from '../../ErrorView';
import { useLang, useWords } from '../../i18n';
import { Pagination } from '../../Pagination';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import * as styles from './DataAccessLog.css';

/** What the access log shows. */
export type DataAccessLogState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      /** This page's entries, newest first. */
      readonly entries: readonly DataAccessEntry[];
      /** The page shown, from 1. */
      readonly page: number;
      /** Entries on every page together. */
      readonly totalCount: number;
    }
  | { readonly status: 'failed' };

export interface DataAccessLogProps {
  state: DataAccessLogState;
  /** Shows another page. */
  onPageChange: (page: number) => void;
  /** Reads the failed log again. */
  onRetry: () => void;
}

type Words = TranslationFunctions['myInformation']['dataAccess'];

function whatText(LL: Words, action: DataAccessAction, topic: DataAccessTopic): string {
  const subject = LL.topic[topic]();
  switch (action) {
    case 'signIn':
    case 'signOut':
      return LL.action[action]();
    case 'read':
    case 'create':
    case 'update':
    case 'delete':
    case 'attempt':
    case 'other':
      return LL.action[action]({ topic: subject });
    default:
      return action satisfies never;
  }
}

/**
 * Who has seen my data: the person's access log, newest first, twenty a page — who (the person,
 * a guardian, clinic staff, the system or someone not signed in), when, and what in plain words; a
 * deed repeated in a row is one line, with how many times and when the first was.
 * Loading shows a placeholder; a failure the generic error view with Try again.
 */
export function DataAccessLog({ state, onPageChange, onRetry }: DataAccessLogProps) {
  const words = useWords();
  const lang = useLang();
  const LL = words.myInformation.dataAccess;
  const pager = words.components.pagination;
  return (
    <Card title={LL.title()}>
      <Stack space="md">
        <p>{LL.intro()}</p>
        <div data-state={state.status}>
          {state.status === 'loading' && <Skeleton label={LL.loading()} shape="blocks" />}
          {state.status === 'failed' && <ErrorView onRetry={onRetry} />}
          {state.status === 'loaded' && state.totalCount === 0 && <EmptyState title={LL.empty()} />}
          {state.status === 'loaded' && state.totalCount > 0 && (
            <Stack space="md">
              <ul className={styles.list}>
                {state.entries.map((entry) => (
                  <li key={entry.id} className={styles.item} data-actor={entry.actor}>
                    <p className={styles.what}>{whatText(LL, entry.action, entry.topic)}</p>
                    <p className={styles.facts}>
                      {LL.actor[entry.actor]()}
                      {' · '}
                      <DateText value={entry.at} format="dateTime" />
                      {entry.count > 1 &&
                        ` · ${LL.repeated({ count: entry.count, time: formatTime(new Date(entry.firstAt), lang) })}`}
                    </p>
                  </li>
                ))}
              </ul>
              {state.totalCount > dataAccessPageSize && (
                <Pagination
                  page={state.page}
                  pageCount={pageCountOf(state.totalCount, dataAccessPageSize)}
                  onPageChange={onPageChange}
                  words={{
                    label: LL.pages(),
                    first: pager.first(),
                    previous: pager.previous(),
                    next: pager.next(),
                    last: pager.last(),
                    page: (page) => pager.page({ page }),
                    pageOf: (page, count) => pager.pageOf({ page, count }),
                  }}
                />
              )}
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}
