import { parseSurveyAnswers, type QuestionnaireInvitation } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../../ButtonLink';
import { ErrorView } from '../../../ErrorView';
import { useLang, useWords } from '../../../i18n';
import { Link } from '../../../Link';
import { Notice } from '../../../Notice';
import { Skeleton } from '../../../Skeleton';
import { Spinner } from '../../../Spinner';
import { Stack } from '../../../Stack';

// The survey library is large: it loads with the questionnaire page only, never with another page.
const SurveyRenderer = lazy(() => import('./SurveyRenderer'));

/** Where sending the answers is: not sent, on its way, saved, or failed (the survey stays editable). */
export type QuestionnaireSubmit = 'idle' | 'sending' | 'saved' | 'failed';

/** What the questionnaire page shows (patient-area.md §3 page status, §4 survey states). */
export type QuestionnaireViewState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      readonly invitation: QuestionnaireInvitation;
      readonly submit: QuestionnaireSubmit;
    }
  | { readonly status: 'notFound' }
  | { readonly status: 'maintenance' }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface QuestionnaireViewProps {
  state: QuestionnaireViewState;
  /** The questionnaire list, for the back button. */
  backHref: string;
  /** Sends the survey data, a JSON string. */
  onSubmit: (answers: string) => void;
  onRetry: () => void;
}

/**
 * One questionnaire (patient-area.md §2, §4, §8): the survey, read-only when it has an answer and
 * editable otherwise; sending shows a spinner, then 'Answer saved' or the saving error on the survey.
 * An unknown invitation says it was not found with a button back to the list.
 */
export function QuestionnaireView({ state, backHref, onSubmit, onRetry }: QuestionnaireViewProps) {
  const words = useWords().questionnaires;
  const lang = useLang();
  const back = (
    <Link href={backHref} variant="standalone">
      {words.page.back()}
    </Link>
  );
  switch (state.status) {
    case 'loading':
      return <Skeleton label={words.page.loading()} shape="blocks" />;
    case 'failed':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'maintenance':
      return (
        <Stack space="md">
          <Notice tone="warning">{words.maintenance()}</Notice>
          {back}
        </Stack>
      );
    case 'notFound':
      return (
        <Stack space="md">
          <Notice tone="danger">{words.page.notFound()}</Notice>
          <div>
            <ButtonLink href={backHref}>{words.page.back()}</ButtonLink>
          </div>
        </Stack>
      );
    case 'loaded': {
      const { invitation, submit } = state;
      const answer = invitation.questionnaireAnswers[0];
      const readOnly = answer !== undefined || submit === 'sending' || submit === 'saved';
      return (
        <Stack space="lg">
          <h1>{invitation.title}</h1>
          {answer !== undefined && submit !== 'saved' && (
            <Notice tone="info">{words.page.answeredOn()}</Notice>
          )}
          {submit === 'saved' && <Notice tone="success">{words.page.saved()}</Notice>}
          <section aria-label={invitation.title} data-submit={submit} data-read-only={readOnly}>
            {submit === 'sending' && <Spinner label={words.page.sending()} showLabel />}
            {submit === 'failed' && <Notice tone="danger">{words.page.saveFailed()}</Notice>}
            <Suspense fallback={<Skeleton label={words.page.loading()} shape="blocks" />}>
              <SurveyRenderer
                definition={invitation.questionnaireForm.form}
                lang={lang}
                data={answer === undefined ? null : parseSurveyAnswers(answer.answers)}
                readOnly={readOnly}
                onSubmit={onSubmit}
              />
            </Suspense>
          </section>
          {back}
        </Stack>
      );
    }
    default:
      return state satisfies never;
  }
}
