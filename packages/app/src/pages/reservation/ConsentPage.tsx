import { sameSitePathOr } from '@portal/domain';
import { ConsentForm, PatientRecordPage, type PatientRecordPageState } from '@portal/forms';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useConsentMutation } from './mutations';
import { consentQuery } from './queries';
import { Registration } from './Registration';
import { useUser } from './useUser';

/**
 * `/{lang}/{data-processing word}?next=`: the patient data consent of a signed-in patient (booking.md
 * §2 item 8). A person without a patient record registers first.
 */
export function ConsentPage() {
  const LL = useI18n();
  const { session, lang } = usePortal();
  const { pathname, search } = useLocation();
  useDocumentTitle(LL.reservation.consent.title());
  if (!session.isSessionValid) {
    const loginHref = strongAuthenticationUrl(lang, pathname + search);
    return (
      <PatientRecordPage
        page="consent"
        state={{
          status: 'loginRequired',
          prompt: { reason: 'patientDataConsentRequired', loginChoice: null, loginHref },
        }}
      />
    );
  }
  return <SignedInConsent />;
}

function SignedInConsent() {
  const { lang, brand, session } = usePortal();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const onward = sameSitePathOr(query.get('next'), lang);
  // Saved, the person goes on to the page that sent them (patient-area.md §4); one who came without
  // a next page is told it is saved, with the way on.
  const goesOn = query.has('next');
  const { load, retry } = useUser();
  const consent = useConsentMutation(session.csrfToken, lang);
  const registered = load.status === 'ready' && load.user.patient !== null;
  // The consent given earlier, shown as it stands.
  const given = useQuery({ ...consentQuery(), enabled: registered });

  let state: PatientRecordPageState;
  if (load.status === 'loading' || (registered && given.isPending)) state = { status: 'loading' };
  else if (load.status === 'failed') state = { status: 'loadFailed', onRetry: retry };
  else if (given.isError) state = { status: 'loadFailed', onRetry: () => void given.refetch() };
  else if (load.user.patient === null) {
    state = { status: 'form', form: <Registration person={load.user.person} /> };
  } else if (consent.isSuccess) {
    state = { status: 'done', done: 'consentSaved', continueHref: onward };
  } else {
    state = {
      status: 'form',
      form: (
        <ConsentForm
          permits={brand.consentPermits}
          initialConsent={given.data ?? null}
          submitting={consent.isPending}
          failed={consent.isError}
          onSubmit={(value) =>
            consent.mutate(value, {
              onSuccess: () => {
                if (goesOn) void navigate(onward);
              },
            })
          }
        />
      ),
    };
  }
  return <PatientRecordPage page="consent" state={state} />;
}
