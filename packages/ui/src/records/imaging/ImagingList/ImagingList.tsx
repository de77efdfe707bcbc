import { formatDay, type ListedImagingResult, type ReferralWire } from '@portal/domain';
import { Card } from '../../../Card';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { Notice } from '../../../Notice';
import { Skeleton } from '../../../Skeleton';
import { Stack } from '../../../Stack';
import { ReferralList } from '../../laboratory/LaboratoryList';
import { item, list, muted } from '../../records.css';

/** What a section of the imaging page shows; results that cannot be read are 'unavailable'. */
export type ImagingSectionState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly items: readonly T[] }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface ImagingListProps {
  referrals: ImagingSectionState<ReferralWire>;
  results: ImagingSectionState<ListedImagingResult>;
  referralHref: (id: number) => string;
  resultHref: (imagingDate: string) => string;
  onRetryReferrals: () => void;
}

/**
 * The imaging page (patient-area.md §2): referrals and results in sections of their own. Results
 * that cannot be read say 'This section is temporarily unavailable' (§8) and the referrals stay.
 */
export function ImagingList({
  referrals,
  results,
  referralHref,
  resultHref,
  onRetryReferrals,
}: ImagingListProps) {
  const words = useWords().imaging.list;
  return (
    <Stack space="lg">
      <Card title={words.referrals()}>
        {referrals.status === 'loading' && <Skeleton label={words.loading()} shape="rows" />}
        {referrals.status === 'failed' && (
          <ErrorView headingLevel={3} onRetry={onRetryReferrals} isRetrying={referrals.isRetrying ?? false} />
        )}
        {referrals.status === 'loaded' &&
          (referrals.items.length === 0 ? (
            <p className={muted}>{words.noReferrals()}</p>
          ) : (
            <ReferralList referrals={referrals.items} referralHref={referralHref} />
          ))}
      </Card>
      <Card title={words.results()}>
        {results.status === 'loading' && <Skeleton label={words.loading()} shape="rows" />}
        {results.status === 'failed' && <Notice tone="warning">{words.unavailable()}</Notice>}
        {results.status === 'loaded' &&
          (results.items.length === 0 ? (
            <p className={muted}>{words.noResults()}</p>
          ) : (
            <ul className={list}>
              {results.items.map((result) => (
                <li key={result.id} className={item}>
                  <Link href={resultHref(result.imagingDate)} variant="standalone">
                    {result.examinationName}
                  </Link>
                  <span className={muted}>{formatDay(result.imagingDate)}</span>
                </li>
              ))}
            </ul>
          ))}
      </Card>
    </Stack>
  );
}
