import { formatDate, formatTime, type RelativeLabel, relativeLabel } from '@portal/domain';
import { useNow } from '../clock';
import { useLang, useWords } from '../i18n';
import { relativeTime } from './RelativeTime.css';

export interface RelativeTimeProps {
  /** When it happened, or an ISO 8601 text with its offset as the server sends it. */
  value: Date | string;
}

/**
 * When something happened, as a list shows it (messaging-invoices-shell.md §9): within an hour in
 * minutes, within a day in hours ("5 min", "3 h"), then "Yesterday", then the short date. The domain's
 * `relativeLabel` decides, now comes from the clock context; hovering shows the exact date and time.
 */
export function RelativeTime({ value }: RelativeTimeProps) {
  const lang = useLang();
  const words = useWords().components;
  const now = useNow();
  const instant = typeof value === 'string' ? new Date(value) : value;
  const label = relativeLabel(instant, now, lang);

  function text(shown: RelativeLabel): string {
    switch (shown.kind) {
      case 'relative':
        if (shown.unit === 'hour') return words.relativeTime.hours({ count: shown.value });
        return shown.value === 0
          ? words.relativeTime.justNow()
          : words.relativeTime.minutes({ count: shown.value });
      case 'yesterday':
        return words.relativeTime.yesterday();
      case 'date':
        return shown.text;
      default:
        return shown satisfies never;
    }
  }

  return (
    <time
      dateTime={instant.toISOString()}
      title={words.dateTime({ date: formatDate(instant), time: formatTime(instant, lang) })}
      data-kind={label.kind}
      className={relativeTime}
    >
      {text(label)}
    </time>
  );
}
