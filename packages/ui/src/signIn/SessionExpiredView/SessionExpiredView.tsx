import { useId } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';

export interface SessionExpiredViewProps {
  /** Strong identification, returning where the person was. */
  signInHref: string;
}

/**
 * The session ran out: sign in again, or order an SMS code. Ordering a code starts strong
 * identification too: a code can only be sent to a person the service knows, and after the session
 * nobody is known (docs/decisions/2026-11-22-session-expiry.md).
 */
export function SessionExpiredView({ signInHref }: SessionExpiredViewProps) {
  const words = useWords().auth.sessionExpired;
  const smsHeading = useId();
  return (
    <>
      <h1>{words.title()}</h1>
      <p>{words.text()}</p>
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
