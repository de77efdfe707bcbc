import { formatDay, type ReferralWire } from '@portal/domain';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Stack } from '../../Stack';
import { RecordDetail, type RecordDetailState } from '../RecordDetail';
import { ReferralValidity } from '../ReferralValidity';
import { detail, facts, statement, term } from '../records.css';

/** What a referral page shows. */
export type ReferralViewState = RecordDetailState<{ readonly referral: ReferralWire }>;

export interface ReferralViewProps {
  state: ReferralViewState;
  /** Back to the list the referral belongs to (laboratory or imaging). */
  backHref: string;
  /** The list's name, the back link's words. */
  backLabel: string;
  onRetry: () => void;
}

/**
 * A laboratory or imaging referral (patient-area.md §2, §3): its title, when and by whom it was
 * written, its validity, the description (in Finnish, as the clinic wrote it) and the instructions.
 */
export function ReferralView({ state, backHref, backLabel, onRetry }: ReferralViewProps) {
  const words = useWords().laboratory.referral;
  return (
    <RecordDetail
      state={state}
      loadingLabel={words.loading()}
      notFound={words.notFound()}
      notFoundHeading={words.title()}
      backHref={backHref}
      backLabel={backLabel}
      onRetry={onRetry}
    >
      {({ referral }, back) => (
        <Stack space="lg">
          <h1>{referral.title}</h1>
          <ReferralValidity validUntil={referral.validUntil} />
          <dl className={facts}>
            <dt className={term}>{words.created()}</dt>
            <dd className={detail}>{formatDay(referral.creationDate)}</dd>
            <dt className={term}>{words.practitioner()}</dt>
            <dd className={detail}>{referral.practitioner.name}</dd>
          </dl>
          <section aria-labelledby="referral-description">
            <h2 id="referral-description">{words.description()}</h2>
            <p className={statement} lang="fi">
              {referral.description}
            </p>
            <p>
              <small>{words.descriptionLanguage()}</small>
            </p>
          </section>
          {referral.patientInstructionsUrl !== null && (
            <Link href={referral.patientInstructionsUrl} variant="standalone">
              {words.instructions()}
            </Link>
          )}
          {back}
        </Stack>
      )}
    </RecordDetail>
  );
}
