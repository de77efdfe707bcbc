import { useWords } from '../../i18n';
import { Notice } from '../../Notice';

/**
 * An invoice whose payment the payment service has taken but not yet confirmed (it answered
 * pending or delayed): the patient is told to wait, not to pay again. The list, the summary, the
 * pay page and the result page all say it with these words.
 */
export function PaymentProcessing({ invoiceNumber }: { invoiceNumber: string }) {
  const words = useWords().invoices.processing;
  return (
    <Notice tone="info" title={words.title()}>
      {words.text({ number: invoiceNumber })}
    </Notice>
  );
}
