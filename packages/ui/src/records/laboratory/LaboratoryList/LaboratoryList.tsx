import { formatDay, type LabResultGroup, labReadiness, type ReferralWire } from '@portal/domain';
import { Card } from '../../../Card';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { CheckIcon, HourglassIcon } from '../../../pageShell/icons';
import { Skeleton } from '../../../Skeleton';
import { Stack } from '../../../Stack';
import { ReferralValidity } from '../../ReferralValidity';
import { badge, item, line, list, muted } from '../../records.css';

/** What the laboratory list shows. */
export type LaboratoryListState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      readonly referrals: readonly ReferralWire[];
      readonly results: readonly LabResultGroup[];
    }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface LaboratoryListProps {
  state: LaboratoryListState;
  /** The page of one referral. */
  referralHref: (id: number) => string;
  /** The page of one day's results. */
  resultHref: (date: string) => string;
  onRetry: () => void;
}

/**
 * The laboratory page (patient-area.md §2, §4): referrals with their validity, and results grouped by
 * day, each day 'Ready' only when every test is ready, else 'Pending', told in words and a symbol.
 */
export function LaboratoryList({ state, referralHref, resultHref, onRetry }: LaboratoryListProps) {
  const words = useWords().laboratory.list;
  if (state.status === 'loading') return <Skeleton label={words.loading()} shape="blocks" />;
  if (state.status === 'failed')
    return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
  return (
    <Stack space="lg">
      <Card title={words.results()}>
        {state.results.length === 0 ? (
          <p className={muted}>{words.noResults()}</p>
        ) : (
          <ul className={list}>
            {state.results.map((group) => {
              const readiness = labReadiness(group.items);
              return (
                <li key={group.date} className={item} data-status={readiness}>
                  <span className={line}>
                    <Link href={resultHref(group.date)} variant="standalone">
                      {words.openResults({ date: formatDay(group.date) })}
                    </Link>
                    <span className={badge} data-status={readiness}>
                      {readiness === 'ready' ? <CheckIcon /> : <HourglassIcon />}
                      {readiness === 'ready' ? words.ready() : words.pending()}
                    </span>
                  </span>
                  <p className={muted}>{group.items.map((test) => test.displayName).join(', ')}</p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card title={words.referrals()}>
        {state.referrals.length === 0 ? (
          <p className={muted}>{words.noReferrals()}</p>
        ) : (
          <ReferralList referrals={state.referrals} referralHref={referralHref} />
        )}
      </Card>
    </Stack>
  );
}

/** Referrals as the laboratory and imaging lists show them: title, day written and validity. */
export function ReferralList({
  referrals,
  referralHref,
}: {
  referrals: readonly ReferralWire[];
  referralHref: (id: number) => string;
}) {
  return (
    <ul className={list}>
      {referrals.map((referral) => (
        <li key={referral.id} className={item}>
          <Link href={referralHref(referral.id)} variant="standalone">
            {referral.title}
          </Link>
          <span className={muted}>
            {formatDay(referral.creationDate)} · {referral.practitioner.name}
          </span>
          <ReferralValidity validUntil={referral.validUntil} />
        </li>
      ))}
    </ul>
  );
}
