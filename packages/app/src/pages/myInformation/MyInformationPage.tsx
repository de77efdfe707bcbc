import {
  buildPath,
  contactFieldsFor,
  type MyInformationTab,
  parseSaveAction,
  saveActionTarget,
  tabFromQuery,
  visibleTabs,
} from '@portal/domain';
import { ContactForm, type MyInformationPageState, MyInformationPage as Page } from '@portal/forms';
import { loadPageWords } from '@portal/i18n/lazy';
import { Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, use } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useLogOut } from '../../shell/LogOut';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useSignInRedirect } from '../appointments/useSignedIn';
import { useUser } from '../reservation/useUser';
import { DataAccessSection } from './DataAccessSection';
import { useContactUpdate } from './mutations';
import { guardiansQuery } from './queries';

// The consent form (behind its tab) and SMS login (below the contact form) are a third of the page's
// code: they load apart, so the contact form comes first on a slow phone.
const ConsentSection = lazy(() =>
  import('./ConsentSection').then((module) => ({ default: module.ConsentSection })),
);
const SmsLoginSection = lazy(() =>
  import('./SmsLoginSection').then((module) => ({ default: module.SmsLoginSection })),
);
const InsuranceCardSection = lazy(() =>
  import('./InsuranceCardSection').then((module) => ({ default: module.InsuranceCardSection })),
);
// The guardians' contact information only for a patient with a guardian, behind its tab.
const GuardianSection = lazy(() =>
  import('./GuardianSection').then((module) => ({ default: module.GuardianSection })),
);

/** `/{lang}/{my information word}?tab=&saveAction=`: the signed-in person's own information. */
export function MyInformationPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'myInformation'));
  const redirect = useSignInRedirect();
  return redirect ?? <SignedInMyInformation />;
}

function SignedInMyInformation() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const logOut = useLogOut();
  const { load, retry } = useUser();
  const contact = useContactUpdate(session.csrfToken);
  useDocumentTitle(LL.myInformation.title());

  const action = parseSaveAction(query.get('saveAction'));
  const guardians = useQuery({
    ...guardiansQuery(),
    enabled: load.status === 'ready' && load.user.patient !== null,
  });
  // The guardians' tab only when the patient has a guardian: one stored, or one acting for them.
  const hasGuardian = guardians.data !== undefined && guardians.data.guardians.length > 0;
  const tabs = visibleTabs(hasGuardian);
  const tab = tabFromQuery(query.get('tab'), tabs);
  const showTab = (next: MyInformationTab) =>
    setQuery(
      (before) => {
        const after = new URLSearchParams(before);
        if (next === 'contact') after.delete('tab');
        else after.set('tab', next);
        return after;
      },
      { replace: true },
    );

  let state: MyInformationPageState;
  if (load.status === 'loading') state = { status: 'loading' };
  else if (load.status === 'failed') state = { status: 'loadFailed', onRetry: retry };
  else if (load.user.patient === null) {
    const next = buildPath('myInformation', lang);
    state = { status: 'noPatient', registrationHref: buildPath('registration', lang, undefined, { next }) };
  } else {
    const patient = load.user.patient;
    state = {
      status: 'ready',
      tabs,
      tab,
      onTabChange: showTab,
      sections: {
        contact: (
          <>
            <ContactForm
              patient={patient}
              asked={contactFieldsFor(action)}
              submitting={contact.isPending}
              failed={contact.isError}
              saved={contact.isSuccess && action.type === 'reload-page'}
              onSubmit={(value) =>
                contact.mutate(value, {
                  onSuccess: () => {
                    if (action.type !== 'reload-page') void navigate(saveActionTarget(lang, action));
                  },
                })
              }
            />
            <Suspense fallback={<Skeleton label={LL.myInformation.loading()} />}>
              <SmsLoginSection phoneNumber={patient.phoneNumber} />
            </Suspense>
            <Suspense fallback={<Skeleton label={LL.myInformation.loading()} />}>
              <InsuranceCardSection />
            </Suspense>
            <DataAccessSection />
          </>
        ),
        guardians: (
          <Suspense fallback={<Skeleton label={LL.myInformation.loading()} />}>
            <GuardianSection />
          </Suspense>
        ),
        consent: (
          <Suspense fallback={<Skeleton label={LL.myInformation.loading()} />}>
            <ConsentSection action={action} />
          </Suspense>
        ),
      },
    };
  }
  return (
    <>
      <Page state={state} onLogOut={() => logOut.ask('logout')} />
      {logOut.dialog}
    </>
  );
}
