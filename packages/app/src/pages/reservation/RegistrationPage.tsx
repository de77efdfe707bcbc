import { PatientRecordPage, type PatientRecordPageState } from '@portal/forms';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeNextOr, strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { Registration } from './Registration';
import { useUser } from './useUser';

/**
 * `/{lang}/{registration word}?next=`: a signed-in new customer registers (booking.md §2 item 9), then
 * goes on to `next` when it is a safe path of this site.
 */
export function RegistrationPage() {
  const LL = useI18n();
  const { session, lang } = usePortal();
  const { pathname, search } = useLocation();
  useDocumentTitle(LL.reservation.registration.title());
  if (!session.isSessionValid) {
    const loginHref = strongAuthenticationUrl(lang, pathname + search);
    return (
      <PatientRecordPage
        page="registration"
        state={{ status: 'loginRequired', prompt: { reason: 'noPatient', loginChoice: null, loginHref } }}
      />
    );
  }
  return <SignedInRegistration />;
}

function SignedInRegistration() {
  const { lang } = usePortal();
  const [query] = useSearchParams();
  const onward = safeNextOr(query.get('next'), lang);
  const navigation = useFullPageNavigation();
  const { load, retry } = useUser();
  const [done, setDone] = useState(false);
  let state: PatientRecordPageState;
  if (load.status === 'loading') state = { status: 'loading' };
  else if (load.status === 'failed') state = { status: 'loadFailed', onRetry: retry };
  else if (load.user.patient !== null) {
    state = { status: 'done', done: done ? 'registered' : 'alreadyRegistered', continueHref: onward };
  } else {
    state = {
      status: 'form',
      form: (
        <Registration
          person={load.user.person}
          onRegistered={() => {
            setDone(true);
            // A whole page load, so that the session reads the new patient record.
            navigation.assign(onward);
          }}
        />
      ),
    };
  }
  return <PatientRecordPage page="registration" state={state} />;
}
