/// <reference path="../../../cssModules.d.ts" />
// The stylesheet without its Open Sans faces from a font host: the survey's text is in the brand font.
import 'survey-core/survey-core.fontless.css';
import 'survey-core/i18n/finnish';
import 'survey-core/i18n/swedish';
import { useEffect, useMemo, useRef } from 'react';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { vars } from '../../../theme/contract.css';

export interface SurveyRendererProps {
  /** The survey definition, as the clinic wrote it. */
  definition: Record<string, unknown>;
  lang: string;
  /** The answers to show, for a questionnaire already answered or being sent. */
  data: Record<string, unknown> | null;
  readOnly: boolean;
  /** Called with the survey data as a JSON string when the person completes the survey. */
  onSubmit: (answers: string) => void;
}

/**
 * The survey in our look: the brand's text font (the library's own theme asks for Open Sans, which
 * the page's CSP keeps from its font host, and the text fell back to the machine's serif), the
 * brand's action colour for its buttons and selections, and the page's background behind the questions.
 */
const ourTheme = {
  '--sjs2-typography-font-family-text': vars.font.family.body,
  '--sjs2-typography-font-family-code': vars.font.family.body,
  '--sjs2-color-project-brand-600': vars.color.action.primary,
  '--sjs2-color-utility-surface-survey': vars.color.bg.page,
};

/**
 * The survey library's own rendering, in a module of its own so that the library is loaded only
 * by the questionnaire page. The survey never goes to its completed page: the page decides what
 * follows a send (a spinner, 'Answer saved', the error) and keeps the answers in view.
 */
export default function SurveyRenderer({ definition, lang, data, readOnly, onSubmit }: SurveyRendererProps) {
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  const model = useMemo(() => {
    const survey = new Model(definition);
    survey.locale = lang;
    // The library's own defaults stay underneath: its default theme sets no variables of its own.
    survey.applyTheme({ cssVariables: ourTheme });
    survey.onCompleting.add((sender, options) => {
      options.allow = false;
      submit.current(JSON.stringify(sender.data));
    });
    return survey;
  }, [definition, lang]);
  useEffect(() => {
    if (data !== null) model.data = data;
  }, [model, data]);
  useEffect(() => {
    model.readOnly = readOnly;
    // A read-only survey shows every question at once, as a record of what was answered.
    model.questionsOnPageMode = readOnly ? 'singlePage' : 'standard';
  }, [model, readOnly]);
  return <Survey model={model} />;
}
