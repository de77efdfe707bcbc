import { useId } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { CodeEntry } from '../../CodeEntry';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';

/**
 * Where the SMS code page is: taking the code, checking it (also while the next page loads after a good
 * code), or after an answer that was not a good code.
 */
export const smsCodeStates = [
  'entering',
  'checking',
  'failed',
  'tooMany',
  'networkError',
  'unknownError',
] as const;
export type SmsCodeState = (typeof smsCodeStates)[number];

export interface SmsCodeViewProps {
  /** The page's state. */
  state: SmsCodeState;
  /** Number of digits. Default `4` (patient-area.md §9). */
  length?: number;
  /** The digits typed, one per box. */
  value: readonly string[];
  /** Called with the digits after every change. */
  onChange: (digits: string[]) => void;
  /** Called with the code when the last box is filled. */
  onComplete: (code: string) => void;
  /** Strong identification again, after too many wrong codes. */
  loginAgainHref: string;
  /**
   * Counts the answers: a new value re-inserts the notice, so a second failure is announced again.
   * Default `0`.
   */
  attempt?: number;
}

/**
 * The second sign-in factor (patient-area.md §9) in every state: the code is sent as soon as the last
 * digit is typed; a wrong one clears the boxes, too many end the way in.
 */
export function SmsCodeView({
  state,
  length = 4,
  value,
  onChange,
  onComplete,
  loginAgainHref,
  attempt = 0,
}: SmsCodeViewProps) {
  const LL = useWords();
  const errorId = useId();
  const words = LL.auth.smsCode;

  if (state === 'tooMany') {
    return (
      <div data-state={state}>
        <h1>{words.title()}</h1>
        <Notice key={attempt} tone="danger" title={words.tooManyTitle()}>
          {words.tooManyText()}
        </Notice>
        <ButtonLink href={loginAgainHref}>{words.loginAgain()}</ButtonLink>
      </div>
    );
  }

  const errorShown = state === 'failed' || state === 'networkError' || state === 'unknownError';
  return (
    <div data-state={state}>
      <h1>{words.title()}</h1>
      <p>{words.intro()}</p>
      {state === 'failed' && (
        <Notice key={attempt} id={errorId} tone="danger" title={words.failedTitle()}>
          {words.failedText()}
        </Notice>
      )}
      {state === 'networkError' && (
        <Notice key={attempt} id={errorId} tone="danger" title={LL.errors.network()} />
      )}
      {state === 'unknownError' && (
        <Notice key={attempt} id={errorId} tone="danger" title={LL.errors.generic.title()}>
          {LL.errors.generic.text()}
        </Notice>
      )}
      <CodeEntry
        label={words.groupLabel()}
        digitLabel={(position, total) => words.digitLabel({ position, total })}
        length={length}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        invalid={state === 'failed'}
        busy={state === 'checking'}
        describedBy={errorShown ? errorId : undefined}
        autoFocus
      />
      <p role="status">{state === 'checking' ? words.checking() : ''}</p>
    </div>
  );
}
