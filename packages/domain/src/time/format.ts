import type { Lang } from '../locale';
import { helsinkiParts } from './zone';

const two = (n: number) => String(n).padStart(2, '0');

/** The Helsinki date of an instant as `D.M.YYYY`, the short date of every language. */
export function formatDate(instant: Date): string {
  const { day, month, year } = helsinkiParts(instant);
  return `${day}.${month}.${year}`;
}

/** The Helsinki time of an instant: `HH.mm` in Finnish and Swedish, `HH:mm` in English. */
export function formatTime(instant: Date, lang: Lang): string {
  const { hour, minute } = helsinkiParts(instant);
  return `${two(hour)}${lang === 'en' ? ':' : '.'}${two(minute)}`;
}

/** How a list shows when something happened; the words come from the dictionaries. */
export type RelativeLabel =
  | { readonly kind: 'relative'; readonly unit: 'minute' | 'hour'; readonly value: number }
  | { readonly kind: 'yesterday' }
  | { readonly kind: 'date'; readonly text: string };

const minute = 60_000;
const hour = 60 * minute;

/**
 * The date label of a list item (messaging-invoices-shell.md §9): less than an hour ago in whole
 * minutes, less than 24 hours ago in whole hours, 24 to 48 hours ago 'yesterday', otherwise the
 * short date. Future instants show their date. Every language writes the short date alike;
 * `lang` is taken so that callers need not change if that ever differs.
 */
export function relativeLabel(instant: Date, now: Date, _lang: Lang): RelativeLabel {
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed >= 0 && elapsed < hour)
    return { kind: 'relative', unit: 'minute', value: Math.floor(elapsed / minute) };
  if (elapsed >= 0 && elapsed < 24 * hour)
    return { kind: 'relative', unit: 'hour', value: Math.floor(elapsed / hour) };
  if (elapsed >= 24 * hour && elapsed < 48 * hour) return { kind: 'yesterday' };
  return { kind: 'date', text: formatDate(instant) };
}
