import type { BaseTranslation } from '../../i18n-types';

/** Words of the questionnaire list and page. */
const en_questionnaires = {
  list: {
    title: 'Questionnaires',
    intro: 'Questionnaires your clinic has asked you to fill in, and your own answers.',
    tasks: 'Open tasks',
    answers: 'My answers',
    noTasks: 'No open questionnaires',
    noAnswers: 'No answers yet',
    loading: 'Loading questionnaires…',
    sent: 'Sent {date:string}',
    answered: 'Answered',
    answerBy: 'Answer by {date:string}',
  },
  maintenance: 'Surveys are temporarily out of use',
  page: {
    loading: 'Loading the questionnaire…',
    back: 'Questionnaires',
    notFound: 'Questionnaire was not found',
    answeredOn: 'You answered this questionnaire. Your answers are shown below.',
    sending: 'Sending your answers…',
    saved: 'Answer saved',
    saveFailed: 'Saving your answers failed. Please try again.',
    alreadyAnswered: 'This questionnaire has already been answered.',
  },
} satisfies BaseTranslation;

export default en_questionnaires;
