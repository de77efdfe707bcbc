import { formatDay, onlinePaymentPeriodDays } from '@portal/domain';
import { useWords } from '../../i18n';
import { terms } from '../PaymentView/PaymentView.css';

/**
 * How long an open invoice can be paid online, and what follows (messaging-invoices-shell.md §9:
 * four days, then the invoice is mailed). Told where one pays: the pay page and the summary.
 */
export function OnlinePaymentPeriod({ until }: { until: string }) {
  const words = useWords().invoices;
  return (
    <p className={terms}>{words.onlinePeriod({ date: formatDay(until), days: onlinePaymentPeriodDays })}</p>
  );
}
