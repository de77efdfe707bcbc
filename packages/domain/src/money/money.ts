import type { Lang } from '../locale';

/** The currency of every price and invoice. */
export const currency = 'EUR';

/** The number locale of each language: English as en-GB, Finnish and Swedish as fi-FI. */
export const numberLocales: Readonly<Record<Lang, string>> = { fi: 'fi-FI', sv: 'fi-FI', en: 'en-GB' };

const formatters = new Map<string, Intl.NumberFormat>(
  Object.values(numberLocales).map((locale) => [
    locale,
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  ]),
);

/** Euros of an amount in cents (money travels in cents; see decisions.md §3). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Cents of an amount in euros, rounded to the nearest cent (`28.2` → `2820`). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * An amount in cents as people read it, with two decimals:
 * `28,20 €` in Finnish and Swedish, `€28.20` in English.
 */
export function formatMoney(cents: number, lang: Lang): string {
  const formatter = formatters.get(numberLocales[lang]);
  if (formatter === undefined) throw new RangeError(`No number format for ${lang}`);
  return formatter.format(centsToEuros(cents));
}
