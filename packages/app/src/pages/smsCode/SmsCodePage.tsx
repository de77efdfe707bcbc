import { buildPath, smsCodeLength as codeLength } from '@portal/domain';
import { ButtonLink, CodeEntry, emptyCode, Notice } from '@portal/ui';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextOr } from '../../api/oauth';
import { ApiError } from '../../api/request';
import { sendSmsCode } from '../../api/session';
import { useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { type SmsCodeStatus, statusAfter } from './smsCodeStatus';

/**
 * `/{lang}/{authentication word}/*?next=`: the second sign-in factor. The code is sent as soon as the
 * fourth digit is typed; a good code loads `next`, a wrong one clears the boxes, and the third wrong
 * one ends the session on the server.
 */
export function SmsCodePage() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const [query] = useSearchParams();
  const next = safeNextOr(query.get('next'), lang);
  const navigate = useNavigate();
  const navigation = useFullPageNavigation();
  const errorId = useId();
  const [digits, setDigits] = useState(() => emptyCode(codeLength));
  const [status, setStatus] = useState<SmsCodeStatus>('entering');
  // A new key per answer re-inserts the notice, so a second failure is announced again.
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(LL.auth.smsCode.title());

  async function check(code: string) {
    const expired = buildPath('sessionExpired', lang, undefined, { next });
    if (session.csrfToken === null) return navigate(expired);
    setStatus('checking');
    try {
      const answer = statusAfter(await sendSmsCode(session.csrfToken, code));
      if (answer === 'navigating') navigation.assign(next);
      if (answer === 'failed') setDigits(emptyCode(codeLength));
      setStatus(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return navigate(expired);
      setDigits(emptyCode(codeLength));
      setStatus(error instanceof ApiError && error.type === 'networkError' ? 'networkError' : 'unknownError');
    }
    setAttempt((count) => count + 1);
  }

  const errorShown = status === 'failed' || status === 'networkError' || status === 'unknownError';
  const busy = status === 'checking' || status === 'navigating';

  if (status === 'tooMany') {
    return (
      <>
        <h1>{LL.auth.smsCode.title()}</h1>
        <Notice key={attempt} tone="danger" title={LL.auth.smsCode.tooManyTitle()}>
          {LL.auth.smsCode.tooManyText()}
        </Notice>
        <ButtonLink href={buildPath('login', lang, undefined, { next })}>
          {LL.auth.smsCode.loginAgain()}
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <h1>{LL.auth.smsCode.title()}</h1>
      <p>{LL.auth.smsCode.intro()}</p>
      {status === 'failed' && (
        <Notice key={attempt} id={errorId} tone="danger" title={LL.auth.smsCode.failedTitle()}>
          {LL.auth.smsCode.failedText()}
        </Notice>
      )}
      {status === 'networkError' && (
        <Notice key={attempt} id={errorId} tone="danger" title={LL.errors.network()} />
      )}
      {status === 'unknownError' && (
        <Notice key={attempt} id={errorId} tone="danger" title={LL.errors.generic.title()}>
          {LL.errors.generic.text()}
        </Notice>
      )}
      <CodeEntry
        label={LL.auth.smsCode.groupLabel()}
        digitLabel={(position, total) => LL.auth.smsCode.digitLabel({ position, total })}
        length={codeLength}
        value={digits}
        onChange={setDigits}
        onComplete={check}
        invalid={status === 'failed'}
        busy={busy}
        describedBy={errorShown ? errorId : undefined}
        autoFocus
      />
      <p role="status">{busy ? LL.auth.smsCode.checking() : ''}</p>
    </>
  );
}
