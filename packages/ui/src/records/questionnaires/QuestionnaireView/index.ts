export {
  type QuestionnaireSubmit,
  QuestionnaireView,
  type QuestionnaireViewProps,
  type QuestionnaireViewState,
} from './QuestionnaireView';
