export { isSurveyAnswers, maxAnswersLength, parseSurveyAnswers } from './answers';
export * from './wire';
