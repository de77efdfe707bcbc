import { type FrontSectionId, formatDay } from '@portal/domain';
import { Link as AriaLink } from 'react-aria-components';
import type { FrontSectionState } from '../../appointments/FrontPageView';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { RelativeTime } from '../../RelativeTime';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import { item as itemStyle, itemTitle, list, muted } from './FrontRecordSection.css';

/** How many lines a record section of the front page shows before its show-all link. */
export const frontRecordCount = 3;

/**
 * One line of a record section (the timeline item of patient-area.md §3): what it is, when, and
 * where it leads.
 */
export interface FrontRecordItem {
  /** Unique within the section. */
  readonly key: string;
  readonly title: string;
  /** A second line: who wrote it, or what state it is in. Default: none. */
  readonly subtitle?: string;
  /** An instant (shown as lists show times: relative within a day) or a calendar day. */
  readonly date: { readonly kind: 'instant' | 'day'; readonly value: string };
  /** The record's own page; `null` when the line leads nowhere of its own. */
  readonly href: string | null;
  /** The line waits for the patient, e.g. an open questionnaire. Default `false`. */
  readonly highlighted?: boolean;
}

/** A record section's state: the front page's section states, or the area is in maintenance. */
export type FrontRecordState = FrontSectionState<FrontRecordItem> | { readonly kind: 'unavailable' };

export interface FrontRecordSectionProps {
  /** Which section this is: names its loading and empty words. */
  section: Exclude<FrontSectionId, 'appointments'>;
  state: FrontRecordState;
  /** A link under the lines, e.g. 'Renew prescriptions'; `null` for none. Default `null`. */
  action?: { readonly href: string; readonly label: string } | null;
  /** Loads the section again after a failure. */
  onRetry?: () => void;
}

/**
 * A record section of the front page (patient-area.md §2: visits, prescriptions, lab results and
 * referrals, questionnaires, imaging): the latest lines, newest first, or the section's empty text.
 */
export function FrontRecordSection({ section, state, action = null, onRetry }: FrontRecordSectionProps) {
  const LL = useWords().frontPage;
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.sections[section].title()} shape="blocks" count={2} />;
    case 'error':
      return (
        <ErrorView headingLevel={3} onRetry={onRetry}>
          <p>{LL.loadFailed()}</p>
        </ErrorView>
      );
    case 'unavailable':
      return <p className={muted}>{LL.loadFailed()}</p>;
    case 'ready':
      return (
        <Stack space="sm">
          {state.items.length === 0 ? (
            <p className={muted}>{LL.sections[section].empty()}</p>
          ) : (
            <ul className={list} data-section={section}>
              {state.items.slice(0, frontRecordCount).map((line) => (
                <li key={line.key}>
                  <Line line={line} />
                </li>
              ))}
            </ul>
          )}
          {action !== null && (
            <Link href={action.href} variant="standalone">
              {action.label}
            </Link>
          )}
        </Stack>
      );
    default:
      return state satisfies never;
  }
}

function Line({ line }: { line: FrontRecordItem }) {
  const content = (
    <>
      <span className={itemTitle}>{line.title}</span>
      <span>
        {line.date.kind === 'instant' ? <RelativeTime value={line.date.value} /> : formatDay(line.date.value)}
        {line.subtitle === undefined ? null : ` · ${line.subtitle}`}
      </span>
    </>
  );
  const highlighted = line.highlighted === true ? 'true' : undefined;
  return line.href === null ? (
    <div className={itemStyle} data-highlighted={highlighted}>
      {content}
    </div>
  ) : (
    <AriaLink href={line.href} className={itemStyle} data-highlighted={highlighted}>
      {content}
    </AriaLink>
  );
}
