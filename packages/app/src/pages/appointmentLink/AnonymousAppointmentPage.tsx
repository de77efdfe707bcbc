import {
  type AnonymousLinkState,
  appointmentConsentHref,
  buildPath,
  initialAnonymousLink,
  matchPath,
  nextAnonymousLink,
} from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { type AnonymousAppointmentPageState, AnonymousAppointmentView } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { use, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { checkInByLink, fetchLinkedAppointment } from '../../api/ownAppointments';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const secondsToMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** `/{lang}/{my-appointment word}/{id}`: an appointment by its link, with check-in by the end part. */
export function AnonymousAppointmentPage() {
  const LL = useI18n();
  const { lang, brand } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'appointmentLink'));
  const { pathname } = useLocation();
  const client = useQueryClient();
  useDocumentTitle(LL.appointmentLink.title());
  const match = matchPath(pathname);
  const linkId = match?.page === 'anonymousAppointment' ? match.params.id : '';
  const query = useQuery({
    queryKey: ['appointmentLink', linkId, lang],
    queryFn: ({ signal }) => fetchLinkedAppointment(linkId, lang, signal),
    retry: false,
  });
  const [link, dispatch] = useReducer(nextAnonymousLink, initialAnonymousLink as AnonymousLinkState);
  const [lockedMinutes, setLockedMinutes] = useState<number | null>(null);

  const submit = async (endPart: string) => {
    dispatch({ type: 'submitCode', endPart });
    try {
      const { type: answer, triesLeft } = await checkInByLink(linkId, endPart);
      dispatch({ type: 'checkInAnswered', answer, triesLeft });
      if (answer === 'success') void client.invalidateQueries({ queryKey: ['appointmentLink', linkId] });
    } catch (error) {
      if (error instanceof ApiError && error.type === 'tooManyRequests') {
        // The server locks the appointment's check-in for half an hour.
        setLockedMinutes(secondsToMinutes(30 * 60));
        dispatch({ type: 'checkInAnswered', answer: 'ssnEndPartMismatch' });
        dispatch({ type: 'back' });
        return;
      }
      if (error instanceof ApiError && error.type === 'networkError') dispatch({ type: 'networkFailed' });
      else dispatch({ type: 'checkInAnswered', answer: error instanceof ApiError ? error.type : null });
    }
  };

  const notFound = query.error instanceof ApiError && query.error.type === 'appointmentNotFound';
  const state: AnonymousAppointmentPageState = query.isPending
    ? { kind: 'loading' }
    : notFound
      ? { kind: 'notFound' }
      : query.isError
        ? { kind: 'error' }
        : query.data.status === 'appointment-already-cancelled'
          ? { kind: 'alreadyCancelled' }
          : { kind: 'ready', appointment: query.data.appointment };
  return (
    <AnonymousAppointmentView
      state={state}
      link={link}
      onStartCheckIn={() => dispatch({ type: 'startCheckIn' })}
      onSubmitCode={(endPart) => void submit(endPart)}
      onBack={() => dispatch({ type: 'back' })}
      onRetry={() => dispatch({ type: 'retry' })}
      onReload={() => void query.refetch()}
      lockedMinutes={lockedMinutes}
      loginHref={strongAuthenticationUrl(lang, buildPath('appointments', lang))}
      consentHref={strongAuthenticationUrl(
        lang,
        appointmentConsentHref(
          lang,
          query.data && buildPath('appointment', lang, { ids: [query.data.appointment.id] }),
        ),
      )}
      reserveHref={buildPath('visitTypeLanding', lang)}
      customerServicePhone={brand.customerServicePhone}
    />
  );
}
