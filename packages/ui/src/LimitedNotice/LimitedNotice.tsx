import { formatDate, formatTime } from '@portal/domain';
import { useLang, useWords } from '../i18n';
import { Notice } from '../Notice';

export interface LimitedNoticeProps {
  /** When the person may send again: an ISO instant, from the answer's `retryAfter`. */
  retryAt: string;
  /** The sentence, given the Helsinki date and time to try again at. */
  text: (args: { time: string }) => string;
}

/**
 * Says that a person has sent as much as the clinic takes for now (a `tooManyRequests` answer) and
 * when they can send again, as a date and time rather than a count of seconds; what they wrote stays.
 */
export function LimitedNotice({ retryAt, text }: LimitedNoticeProps) {
  const lang = useLang();
  const words = useWords().components;
  const instant = new Date(retryAt);
  const time = words.dateTime({ date: formatDate(instant), time: formatTime(instant, lang) });
  return (
    <Notice tone="warning">
      <span data-state="limited">{text({ time })}</span>
    </Notice>
  );
}
