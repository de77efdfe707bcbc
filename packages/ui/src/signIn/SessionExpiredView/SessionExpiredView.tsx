import type { SessionEndReason } from '@portal/domain';
import { useId } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';

export interface SessionExpiredViewProps {
  /** Strong identification, returning where the person was. */
  signInHref: string;
  /**
   * Why the session ended, which the page says: `idle` (no activity for the idle time), `ceiling`
   * (the longest a session lasts since sign-in), `signedOut` (ended elsewhere before its time).
   * Default `null`: not known, the page only says that the session has ended.
   */
  reason?: SessionEndReason | null;
}

/**
 * The session ran out: sign in again, or order an SMS code. Ordering a code starts strong
 * identification too: a code can only be sent to a person the service knows, and after the session
 * nobody is known (docs/decisions/2026-11-22-session-expiry.md).
 */
export function SessionExpiredView({ signInHref, reason = null }: SessionExpiredViewProps) {
  const words = useWords().auth.sessionExpired;
  const smsHeading = useId();
  return (
    <>
      <h1>{reason === 'signedOut' ? words.signedOutTitle() : words.title()}</h1>
      <p data-reason={reason ?? 'unknown'}>{reasonText(words, reason)}</p>
      <ButtonLink href={signInHref}>{words.loginAgain()}</ButtonLink>
      <section aria-labelledby={smsHeading}>
        <h2 id={smsHeading}>{words.smsTitle()}</h2>
        <p>{words.smsText()}</p>
        <ButtonLink href={signInHref} variant="secondary">
          {words.orderSmsCode()}
        </ButtonLink>
      </section>
    </>
  );
}

function reasonText(
  words: ReturnType<typeof useWords>['auth']['sessionExpired'],
  reason: SessionEndReason | null,
): string {
  switch (reason) {
    case null:
      return words.text();
    case 'idle':
      return words.idle();
    case 'ceiling':
      return words.ceiling();
    case 'signedOut':
      return words.signedOut();
    default:
      return reason satisfies never;
  }
}
