import { formatDate, formatTime } from '@portal/domain';
import { useLang, useWords } from '../i18n';
import { dateText } from './DateText.css';

/** What of an instant shows; carried as `data-format`. */
export const dateTextFormats = ['date', 'time', 'dateTime'] as const;
/** One of {@link dateTextFormats}. */
export type DateTextFormat = (typeof dateTextFormats)[number];

export interface DateTextProps {
  /** The instant, or an ISO 8601 text with its offset as the server sends it. */
  value: Date | string;
  /** The date (16.11.2026), the time (10.00, or 10:00 in English) or both. Default `'date'`. */
  format?: DateTextFormat;
}

/**
 * An instant in Helsinki time as the specification writes it (d.M.yyyy), through the domain's
 * formatters, inside a `time` element that gives machines the exact instant.
 */
export function DateText({ value, format = 'date' }: DateTextProps) {
  const lang = useLang();
  const words = useWords().components;
  const instant = typeof value === 'string' ? new Date(value) : value;

  function text(): string {
    switch (format) {
      case 'date':
        return formatDate(instant);
      case 'time':
        return formatTime(instant, lang);
      case 'dateTime':
        return words.dateTime({ date: formatDate(instant), time: formatTime(instant, lang) });
      default:
        return format satisfies never;
    }
  }

  return (
    <time dateTime={instant.toISOString()} data-format={format} className={dateText}>
      {text()}
    </time>
  );
}
