import { type ReferralHint, referralValidity } from '@portal/domain';
import { useNow } from '../../clock';
import { useWords } from '../../i18n';
import { CrossIcon } from '../../pageShell/icons';
import { badge, line, muted } from '../records.css';

export interface ReferralValidityProps {
  /** The referral's last valid day, `yyyy-mm-dd`. */
  validUntil: string;
}

/**
 * A referral's validity (patient-area.md §4): 'Valid until {date}' with a hint when the end is near
 * (today, tomorrow, weeks, the date), or 'Not valid' once the day has passed. The clock decides.
 */
export function ReferralValidity({ validUntil }: ReferralValidityProps) {
  const words = useWords().laboratory.referral;
  const validity = referralValidity(validUntil, useNow());
  if (validity.status === 'notValid')
    return (
      <span className={badge} data-validity="notValid">
        <CrossIcon />
        {words.notValid()}
      </span>
    );
  const hint = hintText(validity.hint, words);
  return (
    <span className={line} data-validity="valid">
      <span>{words.validUntil({ date: validity.until })}</span>
      {hint !== null && <span className={muted}>({hint})</span>}
    </span>
  );
}

function hintText(
  hint: ReferralHint,
  words: ReturnType<typeof useWords>['laboratory']['referral'],
): string | null {
  if (hint === null) return null;
  if (hint === 'today') return words.hintToday();
  if (hint === 'tomorrow') return words.hintTomorrow();
  if ('weeks' in hint) return words.hintWeeks({ weeks: hint.weeks });
  return words.hintDate({ date: hint.date });
}
