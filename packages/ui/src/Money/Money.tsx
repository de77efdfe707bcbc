import { formatMoney, type Lang } from '@portal/domain';
import { useLang } from '../i18n';
import { money } from './Money.css';

/** Whether an amount is owed, nothing, or given back; carried as `data-sign`. */
export type MoneySign = 'positive' | 'zero' | 'negative';

export interface MoneyProps {
  /** The amount in cents, as money travels (decisions.md §3). */
  cents: number;
  /** The language to format in. Default: the page language. */
  lang?: Lang;
}

function signOf(cents: number): MoneySign {
  if (cents > 0) return 'positive';
  return cents < 0 ? 'negative' : 'zero';
}

/**
 * An amount of euros as people read it in the page language, by the domain's `formatMoney`:
 * `28,20 €` in Finnish and Swedish, `€28.20` in English. It never breaks across lines.
 */
export function Money({ cents, lang }: MoneyProps) {
  const pageLang = useLang();
  return (
    <span data-sign={signOf(cents)} className={money}>
      {formatMoney(cents, lang ?? pageLang)}
    </span>
  );
}
