export {
  QuestionnaireList,
  type QuestionnaireListProps,
  type QuestionnaireListState,
} from './QuestionnaireList';
