import { buildPath, smsCodeLength as codeLength } from '@portal/domain';
import { emptyCode, SmsCodeView } from '@portal/ui';
import { useState } from 'react';
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
 * fourth digit is typed; a good code loads `next`, after a wrong one the entry starts over from the
 * first box, and the third wrong one ends the session on the server.
 */
export function SmsCodePage() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const [query] = useSearchParams();
  const next = safeNextOr(query.get('next'), lang);
  const navigate = useNavigate();
  const navigation = useFullPageNavigation();
  const [digits, setDigits] = useState(() => emptyCode(codeLength));
  const [status, setStatus] = useState<SmsCodeStatus>('entering');
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(LL.auth.smsCode.title());

  async function check(code: string) {
    const expired = buildPath('sessionExpired', lang, undefined, { next });
    if (session.csrfToken === null) return navigate(expired);
    setStatus('checking');
    try {
      const answer = statusAfter(await sendSmsCode(session.csrfToken, code));
      if (answer === 'navigating') navigation.assign(next);
      setStatus(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return navigate(expired);
      setStatus(error instanceof ApiError && error.type === 'networkError' ? 'networkError' : 'unknownError');
    }
    setAttempt((count) => count + 1);
  }

  return (
    <SmsCodeView
      // While the next page loads after a good code, the page stays as it was while checking.
      state={status === 'navigating' ? 'checking' : status}
      length={codeLength}
      value={digits}
      onChange={setDigits}
      onComplete={check}
      loginAgainHref={buildPath('login', lang, undefined, { next })}
      attempt={attempt}
    />
  );
}
