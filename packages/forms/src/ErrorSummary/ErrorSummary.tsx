import { Notice } from '@portal/ui';
import { useEffect, useRef } from 'react';

export interface ErrorSummaryProps {
  /** What to check, e.g. "Please check the following fields: phone number". */
  text: string;
  /** Counts the refused submits: each new count takes focus again, as does the first showing. */
  attempt: number;
}

/**
 * The summary above a form that was refused: it takes focus when it shows and after every refused
 * submit, so a screen reader reads it and a person on a phone sees it, rather than focus staying on
 * a Save button below the fields that need attention. The forms of my information share it.
 */
export function ErrorSummary({ text, attempt }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A summary shown before any submit (none is) would not steal focus.
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);
  return (
    // Focusable by script only: it is not a control, so it stays out of the tab order.
    <div ref={summary} tabIndex={-1} data-attempt={attempt}>
      <Notice tone="danger">{text}</Notice>
    </div>
  );
}
