import { buildPath, matchPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { type QuestionnaireSubmit, QuestionnaireView, type QuestionnaireViewState } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { fetchQuestionnaire, sendQuestionnaireAnswer } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys, useRecordRead } from '../useRead';

/** `/{lang}/questionnaire/{id}`: one questionnaire to answer, or its answers read-only. */
export function QuestionnairePage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'questionnaires'));
  return (
    <SignedInOnly>
      <Questionnaire />
    </SignedInOnly>
  );
}

function Questionnaire() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const client = useQueryClient();
  const match = matchPath(useLocation().pathname);
  const id = match?.page === 'questionnaire' ? Number(match.params.id) : 0;
  const read = useRecordRead([...recordKeys.questionnaires, 'one', id, lang], fetchQuestionnaire(id, lang));
  const send = useMutation({
    mutationFn: (answers: string) => {
      if (session.csrfToken === null) throw new Error('No session token');
      return sendQuestionnaireAnswer(session.csrfToken, id, answers);
    },
    // The answer is now the questionnaire's: read it again, shown read-only, and the list with it.
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.questionnaires }),
  });
  useDocumentTitle(
    read.status === 'loaded' && read.data.status === 'ok'
      ? read.data.invitation.title
      : LL.questionnaires.list.title(),
  );
  const submit: QuestionnaireSubmit = send.isPending
    ? 'sending'
    : send.isSuccess
      ? 'saved'
      : send.isError
        ? 'failed'
        : 'idle';
  let state: QuestionnaireViewState;
  if (read.status === 'loaded')
    state =
      read.data.status === 'ok'
        ? { status: 'loaded', invitation: read.data.invitation, submit }
        : { status: 'maintenance' };
  else if (read.status === 'failed') state = { status: 'failed', isRetrying: read.isRetrying };
  else state = { status: read.status };
  return (
    <QuestionnaireView
      state={state}
      backHref={buildPath('questionnaires', lang)}
      onSubmit={(answers) => send.mutate(answers)}
      onRetry={read.retry}
    />
  );
}
