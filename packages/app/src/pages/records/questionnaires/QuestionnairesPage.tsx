import { buildPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ListPageView, QuestionnaireList, type QuestionnaireListState } from '@portal/ui';
import { use } from 'react';
import { fetchQuestionnaires } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys, useRecordRead } from '../useRead';

/** `/{lang}/questionnaires`: open tasks and own answers, or the maintenance notice. */
export function QuestionnairesPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'questionnaires'));
  return (
    <SignedInOnly>
      <Questionnaires />
    </SignedInOnly>
  );
}

function Questionnaires() {
  const LL = useI18n();
  const { lang } = usePortal();
  useDocumentTitle(LL.questionnaires.list.title());
  const read = useRecordRead([...recordKeys.questionnaires, 'list', lang], fetchQuestionnaires(lang));
  let state: QuestionnaireListState;
  if (read.status === 'loaded')
    state =
      read.data.status === 'ok'
        ? { status: 'loaded', newTaskItems: read.data.newTaskItems, answerItems: read.data.answerItems }
        : { status: 'maintenance' };
  else if (read.status === 'loading') state = { status: 'loading' };
  else state = { status: 'failed', isRetrying: read.status === 'failed' && read.isRetrying };
  return (
    <ListPageView title={LL.questionnaires.list.title()} intro={LL.questionnaires.list.intro()}>
      <QuestionnaireList
        state={state}
        questionnaireHref={(id) => buildPath('questionnaire', lang, { id })}
        onRetry={read.retry}
      />
    </ListPageView>
  );
}
