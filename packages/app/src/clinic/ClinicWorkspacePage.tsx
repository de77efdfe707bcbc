import {
  buildQuery,
  type ClinicView,
  clinicPath,
  clinicSignInPath,
  isLang,
  matchClinicPath,
  plainSuccess,
} from '@portal/domain';
import { loadLanguage, loadPageWords } from '@portal/i18n/lazy';
import { ClinicFrame, ClinicSignIn, Skeleton, ThemeProvider, ToastProvider, useWords } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError, requestJson } from '../api/request';
import { I18nProvider } from '../i18n/I18nProvider';
import { clinicCalls } from './clinicCalls';
import { QueuesView } from './QueuesView';
import { clinicKeys, clinicSessionQuery } from './queries';
import { ThreadView } from './ThreadView';

/**
 * `/clinic/{lang}`: the clinic workspace, the staff's side of messaging, apart from the patients'
 * portal: its own frame, its own session (a patient's never reaches it) and its own words.
 */
export function ClinicWorkspacePage() {
  const location = useLocation();
  const view = matchClinicPath(location.pathname, location.search);
  const first = location.pathname.split('/')[2];
  const lang = view?.lang ?? (first !== undefined && isLang(first) ? first : 'fi');
  use(loadLanguage(lang));
  use(loadPageWords(lang, 'conversations'));
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (view === null)
    return <Navigate to={clinicPath({ view: 'queues', lang, queue: 'assignedToMe' })} replace />;
  return (
    <ThemeProvider brand="general">
      <I18nProvider lang={lang}>
        <Workspace view={view} />
      </I18nProvider>
    </ThemeProvider>
  );
}

function Workspace({ view }: { view: ClinicView }) {
  const LL = useWords();
  const words = LL.conversations.clinic;
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useQuery(clinicSessionQuery());
  const csrfToken = session.data?.csrfToken ?? '';
  const calls = useMemo(() => clinicCalls(csrfToken), [csrfToken]);
  useEffect(() => {
    document.title = words.title();
  }, [words]);

  const signOut = () => {
    void requestJson(`/api/clinic/logout${buildQuery({ csrfToken })}`, plainSuccess, { method: 'POST' })
      .catch(() => undefined)
      .then(() => queryClient.resetQueries({ queryKey: clinicKeys.all }));
  };
  const error = new URLSearchParams(location.search).get('error');

  return (
    <ToastProvider label={words.title()}>
      <ClinicFrame
        staff={session.data?.staff ?? null}
        languageHref={(lang) => clinicPath({ ...view, lang })}
        onSignOut={signOut}
      >
        {session.isPending ? (
          <Skeleton label={words.list.loading()} shape="blocks" />
        ) : session.data === undefined ? (
          <ClinicSignIn
            signInHref={clinicSignInPath(view.lang)}
            error={
              error === 'notStaff' || error === 'failed'
                ? error
                : session.error instanceof ApiError && session.error.type !== 'unauthorized'
                  ? 'failed'
                  : null
            }
          />
        ) : (
          <Suspense fallback={<Skeleton label={words.list.loading()} shape="blocks" />}>
            {view.view === 'queues' ? (
              <QueuesView calls={calls} view={view} viewerId={session.data.staff.id} />
            ) : (
              <ThreadView calls={calls} view={view} viewerId={session.data.staff.id} />
            )}
          </Suspense>
        )}
      </ClinicFrame>
    </ToastProvider>
  );
}
